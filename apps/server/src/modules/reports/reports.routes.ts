import { billListResponseSchema, DATES_IN_ORDER_MESSAGE } from '@statehouse/shared/bills/bills.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  advancedFiltersSchema,
  advancedSearchRequestSchema,
  billReportRequestSchema,
  createScheduleSchema,
  populateFiltersQuerySchema,
  type ReportFormat,
  type ReportKind,
  recentReportsQuerySchema,
  recentReportsReplySchema,
  reportReplySchema,
  reportRunIdParamsSchema,
  reportRunSchema,
  reportSettingsInputSchema,
  reportSettingsSchema,
  reportStatsSchema,
  scheduledReportSchema,
  scheduleIdParamsSchema,
  schedulesReplySchema,
  trackDownloadRequestSchema,
  trackingActivityRequestSchema,
  voteReportRequestSchema,
} from '@statehouse/shared/reports/reports.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { listBills } from '../bills/bills.service';
import { populateAdvancedFilters } from './advanced-filters';
import { buildBillReport, buildTrackDownload } from './bill-report';
import { selectionMessages } from './bill-selection';
import type { BuiltReport, ReportCaller, ReportContext } from './report-context';
import {
  getLogo,
  getReportSettings,
  getReportStats,
  getRun,
  listRecentReports,
  openRunFile,
  runReport,
  saveReportSettings,
  timeZoneOf,
} from './reports.service';
import { createSchedule, listSchedules, removeSchedule, runScheduleNow, type ScheduleDeps } from './schedules.service';
import { buildTrackingActivity } from './tracking-activity';
import { buildVoteReport } from './vote-report';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The 400s of choosing bills by tags or ids, as the operations that take a selection quote them (… varies). */
const selectionNote =
  `Refused with 400 "${selectionMessages.unknownTags}" for a tag outside your account, ` +
  `“${selectionMessages.unknownBills(['…'])}” for a bill id that names no bill, and ` +
  `"${DATES_IN_ORDER_MESSAGE}" when a search selection's filters have a reversed period.`;
const tags = ['reports'];

const callerOf = (request: FastifyRequest): ReportCaller => {
  const user = currentUser(request);
  return {
    id: user.id,
    accountId: user.accountId,
    role: user.role,
    name: `${user.firstName} ${user.lastName}`.trim() || user.username,
  };
};

/**
 * Reports (decision 043): bill, vote and tracking-activity reports and the tracked list as files (PDF, XLSX, CSV,
 * DOCX, branded by the report settings), stored and listed per account; schedules e-mail them daily, weekly or
 * monthly. Every call reads and writes only the caller's account.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The scheduler that runs these schedules in the background is registered with the other jobs (jobs/).
  const deps: ScheduleDeps = {
    db: app.db,
    blobStore: app.blobStore,
    mailer: app.mailer,
    config: app.config,
    log: app.log,
  };

  const contextOf = async (request: FastifyRequest): Promise<ReportContext> => {
    const caller = callerOf(request);
    return {
      db: app.db,
      caller,
      baseUrl: app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`,
      now: new Date(),
      timeZone: await timeZoneOf({ db: app.db, userId: caller.id }),
    };
  };

  /** Every report call runs the same way: split the file options from the report's own parameters, then build. */
  const reportFrom = async <P extends Record<string, unknown>>(
    request: FastifyRequest,
    kind: ReportKind,
    body: P & { format: ReportFormat; preview?: boolean },
    build: (context: ReportContext, parameters: Omit<P, 'format' | 'preview'>) => Promise<BuiltReport>,
  ) => {
    const context = await contextOf(request);
    const { format, preview, ...parameters } = body;
    return runReport({
      context,
      blobStore: app.blobStore,
      kind,
      parameters,
      format,
      preview: preview ?? false,
      build: () => build(context, parameters),
    });
  };

  app.post(
    '/report/bill-report',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getBillReport',
        description: selectionNote,
        summary: 'A report on chosen bills (by tags, filters, an advanced search or ids): columns, grouping, a file',
        body: billReportRequestSchema,
        response: { 200: reportReplySchema, ...errors },
      },
    },
    async (request) => reportFrom(request, 'bill', request.body, buildBillReport),
  );

  app.post(
    '/report/vote-report',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getVoteReport',
        description: `Refused with 400 "dateFrom must not be after dateTo" for a reversed period. ${selectionNote}`,
        summary:
          'Roll calls on chosen bills with each member’s vote, party breakdown, party-line and crossover statistics',
        body: voteReportRequestSchema,
        response: { 200: reportReplySchema, ...errors },
      },
    },
    async (request) => reportFrom(request, 'vote', request.body, buildVoteReport),
  );

  app.post(
    '/report/tracking-activity',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getTrackedActivityReport',
        description: `Refused with 400 "dateFrom must not be after dateTo" for a reversed period. ${selectionNote}`,
        summary: 'What changed on tracked bills in a period and what the team did: tags, positions, remarks',
        body: trackingActivityRequestSchema,
        response: { 200: reportReplySchema, ...errors },
      },
    },
    async (request) => reportFrom(request, 'tracking-activity', request.body, buildTrackingActivity),
  );

  app.post(
    '/report/track-download',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'downloadTrackedBills',
        description: selectionNote,
        summary: 'The tracked list as a file with every column (stored; the answer names its download call)',
        body: trackDownloadRequestSchema,
        response: { 200: reportReplySchema, ...errors },
      },
    },
    async (request) => reportFrom(request, 'track-download', request.body, buildTrackDownload),
  );

  app.post(
    '/report/advanced-search',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'reportAdvancedSearch',
        description: 'Refused with 400 "dateFrom must not be after dateTo" for a reversed period.',
        summary:
          'Bills matching the bill list’s filters (as a JSON body), with facet counts: the bills a report can cover',
        body: advancedSearchRequestSchema,
        response: { 200: billListResponseSchema, ...errors },
      },
    },
    async (request) => listBills({ db: app.db, query: request.body }),
  );

  app.get(
    '/report/populate-advanced-filters',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'populateAdvancedFilters',
        summary: 'The choices of a report’s filters from the data (sessions, types, statuses, subjects, parties, tags)',
        querystring: populateFiltersQuerySchema,
        response: { 200: advancedFiltersSchema, ...errors },
      },
    },
    async (request) => populateAdvancedFilters(app.db, callerOf(request), request.query),
  );

  app.get(
    '/report/recent',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getRecentReports',
        summary: 'The account’s reports, newest first, with their download calls',
        querystring: recentReportsQuerySchema,
        response: { 200: recentReportsReplySchema, ...errors },
      },
    },
    async (request) =>
      listRecentReports({ db: app.db, accountId: currentUser(request).accountId, query: request.query }),
  );

  app.get(
    '/report/stats',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getReportStats',
        summary: 'How many reports the account ran (by kind and format), deliveries, failures and schedules',
        response: { 200: reportStatsSchema, ...errors },
      },
    },
    async (request) => getReportStats({ db: app.db, accountId: currentUser(request).accountId }),
  );

  app.get(
    '/report/runs/:runId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getReportRun',
        summary: 'One of the account’s reports',
        params: reportRunIdParamsSchema,
        response: { 200: reportRunSchema, ...errors },
      },
    },
    async (request) => getRun({ db: app.db, accountId: currentUser(request).accountId, runId: request.params.runId }),
  );

  app.get(
    '/report/runs/:runId/download',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'downloadReportRun',
        summary: 'The file of one of the account’s reports',
        params: reportRunIdParamsSchema,
        response: { 200: z.any().describe('The file'), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await openRunFile({
        db: app.db,
        blobStore: app.blobStore,
        accountId: currentUser(request).accountId,
        runId: request.params.runId,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/report/settings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getReportSettings',
        summary: 'How the account’s reports look: organization, logo, colours, footer, default format',
        response: { 200: reportSettingsSchema, ...errors },
      },
    },
    async (request) => getReportSettings({ db: app.db, accountId: currentUser(request).accountId }),
  );

  for (const method of ['POST', 'PATCH'] as const) {
    app.route({
      method,
      url: '/report/settings',
      preHandler: requireRole('admin', 'user'),
      schema: {
        tags,
        operationId: method === 'POST' ? 'saveReportSettings' : 'updateReportSettings',
        description:
          'Refused with 400 "Send either logoFileId or logoDataUrl, not both", "The logo must be a PNG or JPEG image." ' +
          'for another kind of file, and "Choose a logo from your files: that file was not found." for a file id ' +
          'that is not yours.',
        summary:
          method === 'POST'
            ? 'Set the report settings (fields not sent return to their defaults); admins and users'
            : 'Change some report settings (fields not sent stay); admins and users',
        body: reportSettingsInputSchema,
        response: { 200: reportSettingsSchema, ...errors },
      },
      handler: async (request) =>
        saveReportSettings({
          db: app.db,
          blobStore: app.blobStore,
          caller: callerOf(request),
          input: request.body,
          replace: method === 'POST',
        }),
    });
  }

  app.get(
    '/report/settings/logo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getReportLogo',
        summary: 'The logo image of the account’s reports',
        response: { 200: z.any().describe('The image'), ...errors },
      },
    },
    async (request, reply) => {
      const logo = await getLogo({ db: app.db, blobStore: app.blobStore, accountId: currentUser(request).accountId });
      return reply
        .header('content-type', logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(logo.body);
    },
  );

  app.get(
    '/report/schedule',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getScheduledReports',
        summary: 'The account’s scheduled reports with their next and last runs',
        response: { 200: schedulesReplySchema, ...errors },
      },
    },
    async (request) => listSchedules({ db: app.db, accountId: currentUser(request).accountId }),
  );

  app.post(
    '/report/schedule',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'scheduleReport',
        description: `Refused with 400 "dateFrom must not be after dateTo" for a reversed period. ${selectionNote}`,
        summary: 'E-mail a report daily, weekly or monthly at a time of day in a time zone (attachment or link)',
        body: createScheduleSchema,
        response: { 201: scheduledReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createSchedule({ context: await contextOf(request), input: request.body });
    },
  );

  app.delete(
    '/report/schedule/:scheduledReportId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'deleteScheduledReport',
        summary: 'Stop a scheduled report (its creator or an admin)',
        params: scheduleIdParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => removeSchedule({ db: app.db, caller: callerOf(request), id: request.params.scheduledReportId }),
  );

  app.post(
    '/report/run-scheduled/:scheduledReportId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'runScheduledReport',
        summary: 'Run a scheduled report now and e-mail it to its recipients (its next time stays)',
        params: scheduleIdParamsSchema,
        response: { 200: reportRunSchema, ...errors },
      },
    },
    async (request) => runScheduleNow({ deps, caller: callerOf(request), id: request.params.scheduledReportId }),
  );
};
