import {
  billCommentsSchema,
  billCompanionsSchema,
  billContentSchema,
  billDetailSchema,
  billDownloadUrlQuerySchema,
  billDownloadUrlSchema,
  billHistoryFeedQuerySchema,
  billHistoryFeedResponseSchema,
  billHistoryResponseSchema,
  billIdParamsSchema,
  billListQuerySchema,
  billListResponseSchema,
  billStatutesSchema,
  billSubjectsSchema,
  billTextSchema,
  billVersionDownloadParamsSchema,
  billVersionDownloadQuerySchema,
  billVersionQuerySchema,
  billVersionsResponseSchema,
  billVotesResponseSchema,
} from '@statehouse/shared/bills/bills.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { getCompanyBillRanking } from '../companies/companies.service';
import { enableBillCountCache } from './bills.count-cache';
import {
  getBill,
  getBillComments,
  getBillCompanions,
  getBillContent,
  getBillHistory,
  getBillHistoryFeed,
  getBillStatutes,
  getBillSubjects,
  getBillText,
  getBillVersions,
  getBillVotes,
  getDownloadUrl,
  listBills,
  renderVersionFile,
} from './bills.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Bills: public legislative data, read by signed-in users (the web app's bill pages are behind sign-in). */
export const billsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['bills'];
  // The list's total and facets are kept until a write to what they count commits (NOTIFY, decision 048).
  const stopCountCache = await enableBillCountCache(app.db, app.pgListener);
  app.addHook('onClose', async () => stopCountCache());

  app.get(
    '/bills',
    {
      schema: {
        tags,
        operationId: 'listBills',
        description: 'Refused with 400 "dateFrom must not be after dateTo" when dateFrom is a later day than dateTo.',
        summary: 'Search and filter bills: ranked full-text search with snippets, paging, sorting and facets',
        querystring: billListQuerySchema,
        response: { 200: billListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rerankCompanyId, stateCode, sessionCode } = request.query;
      const rerank = rerankCompanyId
        ? await getCompanyBillRanking({
            db: app.db,
            caller: currentUser(request),
            companyId: rerankCompanyId,
            scope: { stateCode, sessionCode },
          })
        : undefined;
      return listBills({ db: app.db, query: request.query, rerank });
    },
  );

  app.get(
    '/bills/history',
    {
      schema: {
        tags,
        operationId: 'getBillsHistoryFeed',
        description: 'Refused with 400 "historyDateFrom must not be after historyDateTo" when the range is reversed.',
        summary: 'Recent actions across bills, grouped by bill, newest first',
        querystring: billHistoryFeedQuerySchema,
        response: { 200: billHistoryFeedResponseSchema, ...errors },
      },
    },
    async (request) => getBillHistoryFeed({ db: app.db, query: request.query }),
  );

  app.get(
    '/bills/:id',
    {
      schema: {
        tags,
        operationId: 'getBill',
        summary: 'One bill with sponsors, documents and counts of its versions, actions, votes and companions',
        params: billIdParamsSchema,
        response: { 200: billDetailSchema, ...errors },
      },
    },
    async (request) => getBill({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/bills/:id/history',
    {
      schema: {
        tags,
        operationId: 'getBillHistory',
        summary: 'Every action on the bill, oldest first',
        params: billIdParamsSchema,
        response: { 200: billHistoryResponseSchema, ...errors },
      },
    },
    async (request) => getBillHistory({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/bills/:id/versions',
    {
      schema: {
        tags,
        operationId: 'getBillVersions',
        summary: 'The versions of the bill (introduced, committee reports, engrossed, enrolled ...), oldest first',
        params: billIdParamsSchema,
        response: { 200: billVersionsResponseSchema, ...errors },
      },
    },
    async (request) => getBillVersions({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/bills/:id/text',
    {
      schema: {
        tags,
        operationId: 'getBillText',
        summary: 'Plain text of a version (the latest when billVersionId is omitted)',
        params: billIdParamsSchema,
        querystring: billVersionQuerySchema,
        response: { 200: billTextSchema, ...errors },
      },
    },
    async (request) => getBillText({ db: app.db, id: request.params.id, versionId: request.query.billVersionId }),
  );

  app.get(
    '/bills/:id/content',
    {
      schema: {
        tags,
        operationId: 'getBillContent',
        summary: 'Sanitized HTML of a version (the state’s HTML, or the text in <pre>)',
        params: billIdParamsSchema,
        querystring: billVersionQuerySchema,
        response: { 200: billContentSchema, ...errors },
      },
    },
    async (request) => getBillContent({ db: app.db, id: request.params.id, versionId: request.query.billVersionId }),
  );

  app.get(
    '/bills/:id/download-url',
    {
      schema: {
        tags,
        operationId: 'getBillDownloadUrl',
        summary: 'Where to download a version as txt, html or pdf',
        description:
          'txt and html point at this server’s download route. pdf points at the state’s own PDF when the version ' +
          'has one (external: true), else at a PDF this server makes from the text.',
        params: billIdParamsSchema,
        querystring: billDownloadUrlQuerySchema,
        response: { 200: billDownloadUrlSchema, ...errors },
      },
    },
    async (request) =>
      getDownloadUrl({
        db: app.db,
        id: request.params.id,
        versionId: request.query.billVersionId,
        format: request.query.format,
      }),
  );

  app.get(
    '/bills/:id/versions/:versionId/download',
    {
      config: { fileContentTypes: ['text/plain', 'text/html', 'application/pdf'] },
      schema: {
        tags,
        operationId: 'downloadBillVersion',
        summary: 'A version as a file: txt, html (sanitized, standalone) or pdf (made from the text)',
        params: billVersionDownloadParamsSchema,
        querystring: billVersionDownloadQuerySchema,
        response: { 200: z.any().describe('The file'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await renderVersionFile({
        db: app.db,
        id: request.params.id,
        versionId: request.params.versionId,
        format: request.query.format,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );

  app.get(
    '/bills/:id/votes',
    {
      schema: {
        tags,
        operationId: 'getBillVotes',
        summary: 'Roll calls on the bill, newest first (details at /api/votes/{voteId}/details)',
        params: billIdParamsSchema,
        response: { 200: billVotesResponseSchema, ...errors },
      },
    },
    async (request) => getBillVotes({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/bills/:id/subjects',
    {
      schema: {
        tags,
        operationId: 'getBillSubjects',
        summary: 'The bill’s product subjects and the state’s own subject terms',
        params: billIdParamsSchema,
        response: { 200: billSubjectsSchema, ...errors },
      },
    },
    async (request) => getBillSubjects({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/bills/:id/statutes',
    {
      schema: {
        tags,
        operationId: 'getBillStatutes',
        summary: 'Statute sections the bill changes, where the data says',
        description:
          'From New York’s LawCode summary, the D.C. Law enacted from the bill (codify paths), or amendment clauses ' +
          'in the latest text ("Section 151.001, Tax Code, is amended"); linked to loaded statute sections.',
        params: billIdParamsSchema,
        response: { 200: billStatutesSchema, ...errors },
      },
    },
    async (request) => getBillStatutes({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/bills/:id/companions',
    {
      schema: {
        tags,
        operationId: 'getBillCompanions',
        summary: 'Companion, same-as, prior-session and other related bills, both directions',
        params: billIdParamsSchema,
        response: { 200: billCompanionsSchema, ...errors },
      },
    },
    async (request) => getBillCompanions({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/bills/:id/comments',
    {
      schema: {
        tags,
        operationId: 'getBillComments',
        summary: 'Public comments on the bill',
        description:
          'None of the loaded sources (Open States, LegiScan, NY OpenLegislation, SD archive) publishes public ' +
          'comments, so the list is empty for every bill today; 404 when the bill does not exist.',
        params: billIdParamsSchema,
        response: { 200: billCommentsSchema, ...errors },
      },
    },
    async (request) => getBillComments({ db: app.db, id: request.params.id }),
  );
};
