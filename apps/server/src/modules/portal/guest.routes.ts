import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  guestAddBillsReplySchema,
  guestAddBillsSchema,
  guestAuthReplySchema,
  guestAuthRequestSchema,
  guestBillSearchQuerySchema,
  guestBillSearchSchema,
  guestIdParamsSchema,
  guestListSchema,
  guestMembersSchema,
  guestMeSchema,
  guestRelationshipsSchema,
  guestSchema,
  guestSessionsQuerySchema,
  guestSharedTagsQuerySchema,
  guestSharedTagsSchema,
  guestTasksSchema,
  guestTrackedActivitySchema,
  guestTrackMessages,
  inviteGuestSchema,
} from '@statehouse/shared/guest/guest.schemas';
import { okSchema } from '@statehouse/shared/portal/portal.schemas';
import { sessionsResponseSchema } from '@statehouse/shared/sessions/sessions.schemas';
import { trackListUploadReplySchema } from '@statehouse/shared/tracking/track-list.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../../plugins/auth';
import { multipartBodyDocument, multipartParts } from '../../plugins/multipart';
import { trackListUploadDocument, trackListUploadLimits, trackListUploadMessages } from '../tracking/tracking.service';
import { GUEST_COOKIE } from './external-access';
import {
  addGuestBills,
  getGuestMe,
  getGuestMembers,
  getGuestRelationships,
  getGuestSessions,
  getGuestSharedTags,
  getGuestTasks,
  getGuestTrackedActivity,
  inviteGuest,
  listGuests,
  removeGuest,
  searchGuestBills,
  signInAsGuest,
  signOutGuest,
  uploadGuestTrackList,
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

  const areaReads = [
    {
      path: '/guest/members',
      operationId: 'getGuestMembers',
      summary: 'The primary sponsors of the bills shared with the guest (when members are shared)',
      response: guestMembersSchema,
      read: getGuestMembers,
    },
    {
      path: '/guest/relationships',
      operationId: 'getGuestRelationships',
      summary:
        'Who on the host’s team knows which legislator or staffer, without notes (when relationships are shared)',
      response: guestRelationshipsSchema,
      read: getGuestRelationships,
    },
    {
      path: '/guest/tasks',
      operationId: 'getGuestTasks',
      summary: 'The host’s tasks on the bills shared with the guest, without descriptions (when tasks are shared)',
      response: guestTasksSchema,
      read: getGuestTasks,
    },
  ] as const;
  for (const area of areaReads) {
    app.get(
      area.path,
      {
        schema: {
          tags,
          operationId: area.operationId,
          summary: area.summary,
          description: 'Refused with 401 without a guest session and 403 when the host does not share this area.',
          response: { 200: area.response, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => area.read({ db: app.db, token: cookieOf(request, GUEST_COOKIE), action: actionOf(request) }),
    );
  }
  // Adding bills (scope uploadTrackList, decision 084). SPEC lists no guest write call, so these keep to the guest
  // area's prefix; the bills land on a tag shared with the guest, recorded as added by that guest.
  const adderRefusals =
    'Refused with 401 without a guest session and 403 when the host does not let the guest add bills.';

  app.get(
    '/guest/bills',
    {
      schema: {
        tags,
        operationId: 'searchGuestBills',
        summary: 'Bills a guest may pick to add to a shared tag: by number (HB 1) or words of the title, 20 at most',
        description: adderRefusals,
        querystring: guestBillSearchQuerySchema,
        response: { 200: guestBillSearchSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) =>
      searchGuestBills({
        db: app.db,
        token: cookieOf(request, GUEST_COOKIE),
        action: actionOf(request),
        query: request.query,
      }),
  );

  app.get(
    '/guest/sessions',
    {
      schema: {
        tags,
        operationId: 'getGuestSessions',
        summary: 'A state’s sessions, for matching a guest’s track list',
        description: adderRefusals,
        querystring: guestSessionsQuerySchema,
        response: { 200: sessionsResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) =>
      getGuestSessions({
        db: app.db,
        token: cookieOf(request, GUEST_COOKIE),
        action: actionOf(request),
        state: request.query.state,
      }),
  );

  app.post(
    '/guest/tag-bills',
    {
      schema: {
        tags,
        operationId: 'addGuestTagBills',
        summary: 'Add picked bills to a tag shared with the guest (recorded as added by the guest)',
        description: `${adderRefusals} 403 "${guestTrackMessages.tagNotShared}" for a tag not shared with the guest; 400 for a bill id that names no bill.`,
        body: guestAddBillsSchema,
        response: { 200: guestAddBillsReplySchema, ...errors },
      },
    },
    async (request) =>
      addGuestBills({
        db: app.db,
        token: cookieOf(request, GUEST_COOKIE),
        action: actionOf(request),
        input: request.body,
      }),
  );

  app.post(
    '/guest/track-lists/upload',
    {
      config: {
        multipartBody: multipartBodyDocument({
          files: { file: trackListUploadDocument.file },
          fields: {
            ...trackListUploadDocument.fields,
            tagId: { description: 'A tag shared with the guest, for the matched bills.', pattern: '^[1-9]\\d{0,8}$' },
          },
          required: ['file', 'state', 'session', 'tagId'],
        }),
      },
      schema: {
        tags,
        operationId: 'uploadGuestTrackList',
        summary:
          'A guest’s track list: matched to a session’s bills as the app’s upload is; unless dryRun, added to a shared tag',
        description: `multipart/form-data: file (CSV or XLSX, one bill per row), state, session, tagId (a tag shared with the guest), dryRun (true by default). ${adderRefusals}`,
        consumes: ['multipart/form-data'],
        response: { 200: trackListUploadReplySchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request) =>
      uploadGuestTrackList({
        db: app.db,
        token: cookieOf(request, GUEST_COOKIE),
        action: actionOf(request),
        parts: multipartParts(request, { limits: trackListUploadLimits, messages: trackListUploadMessages }),
      }),
  );
};
