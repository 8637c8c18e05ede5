import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  guestAuthReplySchema,
  guestAuthRequestSchema,
  guestIdParamsSchema,
  guestListSchema,
  guestMeSchema,
  guestSchema,
  guestSharedTagsQuerySchema,
  guestSharedTagsSchema,
  guestTrackedActivitySchema,
  inviteGuestSchema,
} from '@statehouse/shared/guest/guest.schemas';
import { okSchema } from '@statehouse/shared/portal/portal.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../../plugins/auth';
import { GUEST_COOKIE } from './external-access';
import {
  getGuestMe,
  getGuestSharedTags,
  getGuestTrackedActivity,
  inviteGuest,
  listGuests,
  removeGuest,
  signInAsGuest,
  signOutGuest,
} from './guest.service';
import { actionOf, cookieOf, setExternalCookie, withRetryAfter } from './portal.routes';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['guest'];

/** Guests (decision 078): the account invites and revokes them; guests sign in with an e-mailed code, apart from users. */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = requireRole('admin');

  app.get(
    '/guests',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        operationId: 'listGuests',
        summary: 'The account’s guests with their scope and status (admins)',
        response: { 200: guestListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listGuests({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/guests',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        operationId: 'inviteGuest',
        summary: 'Invite a guest (or change an invited guest’s scope) and e-mail them how to sign in',
        description:
          'Refused with 400 "Only account tags of your account can be shared with a guest" and 503 when no mail server is set.',
        body: inviteGuestSchema,
        response: { 201: guestSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const guest = await inviteGuest({
        db: app.db,
        mailer: app.mailer,
        caller: currentUser(request),
        input: request.body,
        publicUrl: app.config.PUBLIC_URL,
      });
      return reply.status(201).send(guest);
    },
  );

  app.delete(
    '/guests/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        operationId: 'revokeGuest',
        summary: 'Revoke a guest: their access ends with their next request',
        params: guestIdParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await removeGuest({ db: app.db, caller: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/guest/auth',
    {
      schema: {
        tags,
        operationId: 'guestAuth',
        summary: 'Guest sign-in: e-mail alone mails a one-time code; e-mail and code sign in (guest session cookie)',
        body: guestAuthRequestSchema,
        response: { 200: guestAuthReplySchema, ...errors, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await signInAsGuest({
        db: app.db,
        settings: app.authSettings,
        mailer: app.mailer,
        input: request.body,
        ip: request.ip,
      }).catch((error: unknown) => withRetryAfter(reply, error));
      if (result.session) setExternalCookie(reply, GUEST_COOKIE, result.session.token);
      return result.reply;
    },
  );

  app.post(
    '/guest/logout',
    {
      schema: { tags, operationId: 'guestLogout', summary: 'End the guest session', response: { 200: okSchema } },
    },
    async (request, reply) => {
      await signOutGuest({ db: app.db, token: cookieOf(request, GUEST_COOKIE) });
      setExternalCookie(reply, GUEST_COOKIE, null);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/guest/me',
    {
      schema: {
        tags,
        operationId: 'getGuestMe',
        summary: 'The signed-in guest, the account that invited them and what it shares',
        response: { 200: guestMeSchema, 401: errorBodySchema },
      },
    },
    async (request) => getGuestMe({ db: app.db, token: cookieOf(request, GUEST_COOKIE), action: actionOf(request) }),
  );

  app.get(
    '/guest/shared-tags',
    {
      schema: {
        tags,
        operationId: 'getGuestSharedTags',
        summary: 'The tags shared with the guest, each with its bills (optionally of one state)',
        querystring: guestSharedTagsQuerySchema,
        response: { 200: guestSharedTagsSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      getGuestSharedTags({
        db: app.db,
        token: cookieOf(request, GUEST_COOKIE),
        stateCode: request.query.state,
        action: actionOf(request),
      }),
  );

  app.get(
    '/guest/tracked-activity',
    {
      schema: {
        tags,
        operationId: 'getGuestTrackedActivity',
        summary: 'The bills of the tags shared with the guest, latest action first',
        response: { 200: guestTrackedActivitySchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      getGuestTrackedActivity({ db: app.db, token: cookieOf(request, GUEST_COOKIE), action: actionOf(request) }),
  );
};
