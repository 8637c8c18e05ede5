import {
  advocateDashboardSchema,
  advocateInvitationCreatedSchema,
  advocateListReplySchema,
  advocateMessages,
  advocateParamsSchema,
  advocateProfileQuerySchema,
  advocateProfileSchema,
  advocateRelationshipsReplySchema,
  advocateSeatsSchema,
  advocateTestimonyDetailSchema,
  createTestimonyRequestSchema,
  dashboardQuerySchema,
  inviteAdvocateRequestSchema,
  refreshReplySchema,
  relationshipsQuerySchema,
  stateLobbyistsQuerySchema,
  testimoniesQuerySchema,
  testimoniesReplySchema,
  testimonyFileParamsSchema,
  testimonyParamsSchema,
  trackingCountQuerySchema,
  trackingCountReplySchema,
  updateTestimonyRequestSchema,
} from '@statehouse/shared/advocates/advocates.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../../plugins/auth';
import { multipartBodyDocument, multipartParts } from '../../plugins/multipart';
import {
  approveTestimony,
  attachTestimonyFile,
  changeTestimony,
  createTestimony,
  fileTestimony,
  getAdvocateProfile,
  getDashboard,
  getSeats,
  getTestimony,
  getTrackingCounts,
  inviteAdvocate,
  listAdvocateRelationships,
  listAdvocates,
  listTestimonies,
  type RefreshTarget,
  readTestimonyFile,
  refreshAdvocateViews,
  removeTestimonyFile,
  testimonyFileMessages,
} from './advocates.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['advocates'];
const portalNote = `Refused with 403 "${advocateMessages.portalOff}" when the account's lobbyistPortal flag is off.`;

/** RFC 6266 attachment header: an ASCII fallback name and the exact name percent-encoded. */
const attachmentHeader = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The lobbyist portal (issue 38; decisions 075, 076): the organization (admins and users) and its advocates
 * (lobbyists). Analysts have no part in it.
 */
export const advocatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const portal = requireRole('admin', 'user', 'lobbyist');
  const organization = requireRole('admin', 'user');
  const ttlMs = app.config.INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
  const baseUrlOf = (request: FastifyRequest) => app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  app.post(
    '/advocate-management',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags,
        operationId: 'inviteAdvocate',
        summary: 'Invite an advocate (lobbyist) by e-mail into one of the plan’s advocate seats, with their states',
        description: `Refused with 409 "All N advocate seats are in use. ..." when no advocate seat is left. ${portalNote}`,
        body: inviteAdvocateRequestSchema,
        response: { 201: advocateInvitationCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await inviteAdvocate({
          db: app.db,
          mailer: app.mailer,
          log: request.log,
          actor: currentUser(request),
          input: request.body,
          baseUrl: baseUrlOf(request),
          ttlMs,
        }),
      ),
  );

  app.get(
    '/advocate-management/seats',
    {
      preHandler: organization,
      schema: {
        tags,
        operationId: 'getAdvocateSeats',
        summary: 'The plan’s advocate seats: in use by advocates, held by open invitations, left',
        description: portalNote,
        response: { 200: advocateSeatsSchema, ...errors },
      },
    },
    async (request) => getSeats({ db: app.db, caller: currentUser(request) }),
  );

  app.get(
    '/advocate-management/states/lobbyists',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'getStateLobbyists',
        summary: 'The account’s advocates (working in a state, when given): states, tracked bills, testimony',
        description: `An advocate sees only themselves. ${portalNote}`,
        querystring: stateLobbyistsQuerySchema,
        response: { 200: advocateListReplySchema, ...errors },
      },
    },
    async (request) => listAdvocates({ db: app.db, caller: currentUser(request), stateCode: request.query.stateCode }),
  );

  app.get(
    '/advocate-management/lobbyists/:id',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'getAdvocate',
        summary:
          'An advocate’s profile: states, clients, tracked bills, testimony, relationships and matched public registrations',
        description: `The id is the advocate’s user id. An advocate may read only their own profile. ${portalNote}`,
        params: advocateParamsSchema,
        querystring: advocateProfileQuerySchema,
        response: { 200: advocateProfileSchema, ...errors },
      },
    },
    async (request) =>
      getAdvocateProfile({
        db: app.db,
        caller: currentUser(request),
        id: request.params.id,
        state: request.query.state,
      }),
  );

  app.get(
    '/advocate-management/relationships',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'getAdvocateRelationships',
        summary: 'Advocates and the legislators they reach, with the kind of relationship and the last contact',
        description: portalNote,
        querystring: relationshipsQuerySchema,
        response: { 200: advocateRelationshipsReplySchema, ...errors },
      },
    },
    async (request) =>
      listAdvocateRelationships({ db: app.db, caller: currentUser(request), stateCode: request.query.stateCode }),
  );

  app.get(
    '/advocate-management/bills/tracking-count',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'getBillTrackingCount',
        summary: 'How many of the account’s advocates track each bill',
        description: portalNote,
        querystring: trackingCountQuerySchema,
        response: { 200: trackingCountReplySchema, ...errors },
      },
    },
    async (request) => getTrackingCounts({ db: app.db, caller: currentUser(request), billIds: request.query.billIds }),
  );

  app.get(
    '/advocate-management/dashboard',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'getAdvocateDashboard',
        summary: 'Per state (or ALL): advocates, tracked bills, upcoming hearings, testimony and activity',
        description: `Read from the portal's precomputed views, rebuilt first when the data changed since (decision 076). ${portalNote}`,
        querystring: dashboardQuerySchema,
        response: { 200: advocateDashboardSchema, ...errors },
      },
    },
    async (request) => getDashboard({ db: app.db, caller: currentUser(request), state: request.query.state }),
  );

  const refreshCalls: [string, string, RefreshTarget, string][] = [
    ['refresh-calendar-cache', 'refreshCalendarCache', 'calendar', 'the upcoming hearings of tracked bills'],
    ['refresh-dashboard-cache', 'refreshDashboardCache', 'dashboard', 'the per-state dashboard'],
    ['refresh-existing-cache', 'refreshExistingCache', 'existing', 'every view already built for the account'],
    ['refresh-main-dashboard-cache', 'refreshMainDashboardCache', 'main-dashboard', 'the all-states totals'],
    ['refresh-user-dashboard-cache', 'refreshUserDashboardCache', 'user-dashboard', 'the per-advocate summaries'],
  ];
  for (const [path, operationId, target, what] of refreshCalls) {
    app.post(
      `/advocate-management/${path}`,
      {
        preHandler: requireRole('admin'),
        schema: {
          tags,
          operationId,
          summary: `Rebuild ${what} now (admins; idempotent, safe to call twice at once)`,
          description: `No body. Reads rebuild stale views by themselves; this forces it. ${portalNote}`,
          response: { 200: refreshReplySchema, ...errors },
        },
      },
      async (request) => refreshAdvocateViews({ db: app.db, caller: currentUser(request), target }),
    );
  }

  // ---------- testimony ----------

  app.get(
    '/advocate-management/testimonies',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'getAdvocateTestimonies',
        summary: 'Testimony of the account’s advocates, changed last first (an advocate: their own)',
        description: portalNote,
        querystring: testimoniesQuerySchema,
        response: { 200: testimoniesReplySchema, ...errors },
      },
    },
    async (request) => listTestimonies({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.get(
    '/advocate-management/testimonies/:id',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'getAdvocateTestimony',
        summary: 'One testimony: bill, hearing, position, statement, files, approval, the filed version',
        description: portalNote,
        params: testimonyParamsSchema,
        response: { 200: advocateTestimonyDetailSchema, ...errors },
      },
    },
    async (request) => getTestimony({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/advocate-management/testimonies',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'createAdvocateTestimony',
        summary: 'Draft testimony on a bill, for one of its hearings from the calendar',
        description: `Refused with 400 "${advocateMessages.hearingNotOfBill}" when the hearing does not take up the bill. ${portalNote}`,
        body: createTestimonyRequestSchema,
        response: { 201: advocateTestimonyDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTestimony({ db: app.db, caller: currentUser(request), input: request.body })),
  );

  app.patch(
    '/advocate-management/testimonies/:id',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'updateAdvocateTestimony',
        summary: 'Change a draft (hearing, position, statement); record the outcome at any stage',
        description: `Refused with 409 "${advocateMessages.onlyDraftEditable}" for an approved or filed one. ${portalNote}`,
        params: testimonyParamsSchema,
        body: updateTestimonyRequestSchema,
        response: { 200: advocateTestimonyDetailSchema, ...errors },
      },
    },
    async (request) =>
      changeTestimony({ db: app.db, caller: currentUser(request), id: request.params.id, input: request.body }),
  );

  app.post(
    '/advocate-management/testimonies/:id/approve',
    {
      preHandler: organization,
      schema: {
        tags,
        operationId: 'approveAdvocateTestimony',
        summary: 'The organization approves a draft (admins and users)',
        description: portalNote,
        params: testimonyParamsSchema,
        response: { 200: advocateTestimonyDetailSchema, ...errors },
      },
    },
    async (request) => approveTestimony({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/advocate-management/testimonies/:id/file',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'fileAdvocateTestimony',
        summary: 'Record an approved testimony as submitted; the submitted version is kept as it was',
        description: portalNote,
        params: testimonyParamsSchema,
        response: { 200: advocateTestimonyDetailSchema, ...errors },
      },
    },
    async (request) => fileTestimony({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  const maxUploadBytes = app.config.STORAGE_MAX_UPLOAD_BYTES;
  app.post(
    '/advocate-management/testimonies/:id/files',
    {
      preHandler: portal,
      config: {
        multipartBody: multipartBodyDocument({
          files: { file: { description: 'The written statement or an exhibit.', maxBytes: maxUploadBytes } },
          required: ['file'],
        }),
      },
      schema: {
        tags,
        operationId: 'attachAdvocateTestimonyFile',
        summary: 'Attach a document to a draft (multipart/form-data, one "file" part)',
        description: portalNote,
        params: testimonyParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: advocateTestimonyDetailSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await attachTestimonyFile({
          db: app.db,
          blobStore: app.blobStore,
          caller: currentUser(request),
          id: request.params.id,
          parts: multipartParts(request, {
            limits: { fileSize: maxUploadBytes, files: 1, fields: 0, parts: 1 },
            messages: testimonyFileMessages,
          }),
        }),
      ),
  );

  app.get(
    '/advocate-management/testimonies/:id/files/:fileId',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'downloadAdvocateTestimonyFile',
        summary: 'Download a document of a testimony',
        description: portalNote,
        params: testimonyFileParamsSchema,
        response: { 200: z.any().describe('The file’s bytes.'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await readTestimonyFile({
        db: app.db,
        blobStore: app.blobStore,
        caller: currentUser(request),
        id: request.params.id,
        fileId: request.params.fileId,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete(
    '/advocate-management/testimonies/:id/files/:fileId',
    {
      preHandler: portal,
      schema: {
        tags,
        operationId: 'deleteAdvocateTestimonyFile',
        summary: 'Remove a document from a draft',
        description: portalNote,
        params: testimonyFileParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeTestimonyFile({
        db: app.db,
        blobStore: app.blobStore,
        caller: currentUser(request),
        id: request.params.id,
        fileId: request.params.fileId,
      });
      return reply.code(204).send(null);
    },
  );
};
