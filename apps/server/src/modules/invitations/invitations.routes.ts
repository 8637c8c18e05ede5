import {
  acceptInvitationRequestSchema,
  type InviteRequest,
  invitationCreatedSchema,
  invitationPreviewSchema,
  invitationTokenQuerySchema,
  inviteRequestSchema,
} from '@statehouse/shared/accounts/accounts.schemas';
import { userReplySchema } from '@statehouse/shared/auth/auth.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, setSessionCookie } from '../../plugins/auth';
import { acceptInvitation, createInvitation, type InvitationRole, previewInvitation } from './invitations.service';

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
