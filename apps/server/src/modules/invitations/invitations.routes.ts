import {
  acceptInvitationRequestSchema,
  type InviteRequest,
  invitationCreatedSchema,
  invitationIdParamsSchema,
  invitationPreviewSchema,
  invitationTokenQuerySchema,
  inviteRequestSchema,
  pendingInvitationsReplySchema,
} from '@statehouse/shared/accounts/accounts.schemas';
import { userReplySchema } from '@statehouse/shared/auth/auth.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, setSessionCookie } from '../../plugins/auth';
import {
  acceptInvitation,
  createInvitation,
  type InvitationRole,
  invitationErrors,
  listPendingInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Invitations to join an account: analysts (admins and users invite) and full-account users (admins). */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttlMs = app.config.INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
  const baseUrlOf = (request: FastifyRequest) => app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  const invite = (role: InvitationRole, request: FastifyRequest, input: InviteRequest) =>
    createInvitation({
      db: app.db,
      mailer: app.mailer,
      log: request.log,
      actor: currentUser(request),
      role,
      input,
      baseUrl: baseUrlOf(request),
      ttlMs,
    });

  app.post(
    '/analysts/invite',
    {
      preHandler: requireRole('admin', 'user'),
      schema: {
        tags: ['invitations'],
        operationId: 'inviteAnalyst',
        summary: 'Invite an analyst by e-mail (mailed, or the link is returned when no mail server is set)',
        body: inviteRequestSchema,
        response: { 201: invitationCreatedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await invite('analyst', request, request.body)),
  );

  app.post(
    '/accounts/invite-full',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['invitations'],
        operationId: 'inviteFullUser',
        summary: 'Invite a full-account user; takes a seat until accepted or expired',
        body: inviteRequestSchema,
        response: { 201: invitationCreatedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await invite('user', request, request.body)),
  );

  // SPEC's call for the open invitations (getPendingInvitations); resend and revoke are ours (decision 064).
  app.get(
    '/advocate-management/invitations',
    {
      preHandler: requireRole('admin', 'user'),
      schema: {
        tags: ['invitations'],
        operationId: 'getPendingInvitations',
        summary:
          'Open invitations (not used, not expired), newest first: all of the account for admins, your own for users',
        response: { 200: pendingInvitationsReplySchema, ...errors },
      },
    },
    async (request) => listPendingInvitations({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/invitations/:id/resend',
    {
      preHandler: requireRole('admin', 'user'),
      schema: {
        tags: ['invitations'],
        operationId: 'resendInvitation',
        summary: 'Send an open invitation again: a new link (the old one stops working) and a new expiry',
        params: invitationIdParamsSchema,
        response: { 200: invitationCreatedSchema, ...errors },
      },
    },
    async (request) =>
      resendInvitation({
        db: app.db,
        mailer: app.mailer,
        log: request.log,
        caller: currentUser(request),
        id: request.params.id,
        baseUrl: baseUrlOf(request),
        ttlMs,
      }),
  );

  app.delete(
    '/invitations/:id',
    {
      preHandler: requireRole('admin', 'user'),
      schema: {
        tags: ['invitations'],
        operationId: 'revokeInvitation',
        summary: 'Withdraw an open invitation: its link stops working and the seat it held is free',
        params: invitationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeInvitation({ db: app.db, caller: currentUser(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/invitations/accept',
    {
      schema: {
        tags: ['invitations'],
        operationId: 'getInvitation',
        summary: 'What an invitation link is for (account, role, inviter) before accepting it',
        querystring: invitationTokenQuerySchema,
        response: { 200: invitationPreviewSchema, ...errors },
      },
    },
    async (request) => previewInvitation({ db: app.db, token: request.query.token }),
  );

  app.post(
    '/invitations/accept',
    {
      schema: {
        tags: ['invitations'],
        operationId: 'acceptInvitation',
        description: `Refused with 400 "${invitationErrors.needsUserFields}" when no one is signed in and a field of the new user is missing.`,
        summary: 'Use an invitation once: join with your user, or create one; signs you in',
        body: acceptInvitationRequestSchema,
        response: { 200: userReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await acceptInvitation({
        db: app.db,
        settings: app.authSettings,
        input: request.body,
        signedIn: request.user,
        client: { ip: request.ip, userAgent: request.headers['user-agent'] },
      });
      if (session) setSessionCookie(reply, session);
      return user;
    },
  );
};
