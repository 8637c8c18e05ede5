import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  trackListUploadFieldsSchema,
  trackListUploadReplySchema,
} from '@statehouse/shared/tracking/track-list.schemas';
import {
  accountTrackedBillsQuerySchema,
  bulkReplySchema,
  bulkRequestSchema,
  removeTrackedBillReplySchema,
  removeTrackedBillRequestSchema,
  trackedBillsQuerySchema,
  trackedBillsReplySchema,
} from '@statehouse/shared/tracking/tracking.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { multipartBodyDocument, multipartParts } from '../../plugins/multipart';
import {
  FULL_ROLES,
  listAccountTrackedBills,
  listTrackedBills,
  parseUploadFields,
  readTrackListUpload,
  removeTrackedBill,
  runBulkAction,
  trackingErrors,
  trackListUploadDocument,
  trackListUploadLimits,
  trackListUploadMessages,
  uploadTrackList,
} from './tracking.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const tags = ['tracking'];

/** The parts of a multipart upload: its text fields and its one file (read as every track-list upload reads them). */
const readUpload = (request: FastifyRequest) =>
  readTrackListUpload(multipartParts(request, { limits: trackListUploadLimits, messages: trackListUploadMessages }));

/** The origin links in an export point at: the public URL when set, else this request's host. */
const baseUrlOf = (request: FastifyRequest) =>
  request.server.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

/**
 * Tracked bills (the bills carrying a tag the caller sees) and track lists. Every query filters by the caller's
 * account and tag visibility (db/tag-access); decision 025.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tags/tracked-bills',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getTrackedBills',
        summary: 'The bills carrying a tag you see, with latest action, next hearing, tags, positions and trackers',
        querystring: trackedBillsQuerySchema,
        response: { 200: trackedBillsReplySchema, ...errors },
      },
    },
    async (request) => listTrackedBills({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.get(
    '/tags/tracked-bills/account',
    {
      preHandler: requireRole(...FULL_ROLES),
      schema: {
        tags,
        operationId: 'getAccountTrackedBills',
        description: 'Refused with 400 "lobbyistUsersOnly and excludeLobbyistUsers cannot both be true".',
        summary: 'Tracked bills across the account with the team filters (admins and users)',
        querystring: accountTrackedBillsQuerySchema,
        response: { 200: trackedBillsReplySchema, ...errors },
      },
    },
    async (request) => listAccountTrackedBills({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.post(
    '/tags/tracked-bills/account/bulk',
    {
      preHandler: requireUser,
      config: { fileContentTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
      schema: {
        tags,
        operationId: 'bulkTrackedBills',
        description:
          'Refused with 400 "Choose a position" for action position without a position, "Choose at least one tag to tag" ' +
          'or "Choose at least one tag to untag" without tagIds, and ' +
          `“${trackingErrors.unknownBills(['…'])}” for a bill id that names no bill.`,
        summary:
          'One action on many bills: tag, untag, position (admins and users), alertOn, alertOff, untrack, or export as CSV or XLSX',
        body: bulkRequestSchema,
        response: { 200: z.union([bulkReplySchema, z.any().describe('The export file')]), ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await runBulkAction({
        db: app.db,
        caller: currentUser(request),
        body: request.body,
        baseUrl: baseUrlOf(request),
      });
      if ('reply' in outcome) return outcome.reply;
      return reply
        .header('content-type', outcome.file.contentType)
        .header('content-disposition', `attachment; filename="${outcome.file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(outcome.file.body);
    },
  );

  app.post(
    '/track-lists/upload',
    {
      preHandler: requireUser,
      config: {
        multipartBody: multipartBodyDocument({
          files: { file: trackListUploadDocument.file },
          fields: {
            ...trackListUploadDocument.fields,
            lobbyistIds: { description: 'User ids separated by commas.', pattern: '^(\\d{1,9}(,\\d{1,9})*)?$' },
            accountId: { description: 'Admins of that account only.', pattern: '^[1-9]\\d{0,8}$' },
            tagId: { description: 'The tag to add the matched bills to.', pattern: '^[1-9]\\d{0,8}$' },
            tagName: { description: 'A new tag to add the matched bills to (1 to 80 characters).', pattern: '\\S' },
          },
          required: ['file', 'state', 'session'],
        }),
      },
      schema: {
        tags,
        operationId: 'uploadTrackList',
        summary: 'Match a CSV or XLSX track list to the bills of a session; unless dryRun, tag the matched bills',
        description:
          'multipart/form-data: file (CSV or XLSX, one bill per row), state, session, lobbyistIds (comma-separated), ' +
          'accountId (admins of that account only), dryRun (true by default: preview only), tagId or tagName (to confirm).',
        consumes: ['multipart/form-data'],
        response: { 200: trackListUploadReplySchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const fields = parseUploadFields(trackListUploadFieldsSchema, upload.fields);
      return uploadTrackList({ db: app.db, caller: currentUser(request), fields, file: upload.file });
    },
  );

  app.post(
    '/track-lists/remove-bill',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'removeTrackedBill',
        description: `Refused with 400 “${trackingErrors.tagsNotEditable(['…'])}” for tags you may not edit.`,
        summary: 'Untrack one bill: from one tag, or from every tag you may edit',
        body: removeTrackedBillRequestSchema,
        response: { 200: removeTrackedBillReplySchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => removeTrackedBill({ db: app.db, caller: currentUser(request), body: request.body }),
  );
};
