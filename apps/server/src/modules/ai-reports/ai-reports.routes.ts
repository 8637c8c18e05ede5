import {
  aiReportDownloadQuerySchema,
  aiReportIdParamsSchema,
  aiReportListQuerySchema,
  aiReportListReplySchema,
  aiReportSchema,
  aiReportTemplatesReplySchema,
  createAiReportRequestSchema,
} from '@statehouse/shared/ai-reports/ai-reports.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { documentFileName, renderDocument } from '../../lib/documents/render-document';
import { currentUser, requireUser } from '../../plugins/auth';
import { brandingOf } from '../reports/reports.service';
import { aiReportDocument } from './ai-report-document';
import { createReport, getReport, listReports, listTemplates, toReport } from './ai-reports.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * AI reports (decision 046): a template's sections written from cited passages, run in the background with
 * progress, kept per account, downloadable as PDF, DOCX or Markdown.
 */
export const aiReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ai'];
  app.addHook('onRequest', requireUser);

  app.get(
    '/ai-reports/templates',
    {
      schema: {
        tags,
        operationId: 'listAiReportTemplates',
        summary: 'The AI report templates: parameters, what each reads and the sections it writes',
        response: { 200: aiReportTemplatesReplySchema, ...errors },
      },
    },
    async () => listTemplates(),
  );

  app.post(
    '/ai-reports',
    {
      schema: {
        tags,
        operationId: 'createAiReport',
        description:
          'Refused with 400 “There is no AI report template called "…". GET /api/ai-reports/templates lists them.” ' +
          'for a template id that is not in the list.',
        summary:
          'Start an AI report from a template and its parameters (202, status queued). Missing parameters are a ' +
          '400 that asks for them in plain words (details.missing). Poll GET /api/ai-reports/{id} for progress.',
        body: createAiReportRequestSchema,
        response: { 202: aiReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const report = await createReport({
        db: app.db,
        provider: app.ai.provider,
        log: app.log,
        caller: currentUser(request),
        input: request.body,
      });
      return reply.status(202).send(report);
    },
  );

  app.get(
    '/ai-reports',
    {
      schema: {
        tags,
        operationId: 'listAiReports',
        summary: "The account's AI reports, newest first",
        querystring: aiReportListQuerySchema,
        response: { 200: aiReportListReplySchema, ...errors },
      },
    },
    async (request) => listReports({ db: app.db, caller: currentUser(request), page: request.query }),
  );

  app.get(
    '/ai-reports/:id',
    {
      schema: {
        tags,
        operationId: 'getAiReport',
        summary: 'One AI report: status, progress and the sections written so far, with citations',
        params: aiReportIdParamsSchema,
        response: { 200: aiReportSchema, ...errors },
      },
    },
    async (request) => toReport(await getReport({ db: app.db, caller: currentUser(request), id: request.params.id })),
  );

  app.get(
    '/ai-reports/:id/download',
    {
      schema: {
        tags,
        operationId: 'downloadAiReport',
        summary: 'A finished AI report as PDF, DOCX or Markdown, its sources linking to the passages',
        params: aiReportIdParamsSchema,
        querystring: aiReportDownloadQuerySchema,
        response: { 200: z.any().describe('The file'), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const report = toReport(await getReport({ db: app.db, caller, id: request.params.id }));
      if (report.status !== 'done') {
        throw new AppError('CONFLICT', `The report is ${report.status}; it can be downloaded once it is done.`);
      }
      const { branding } = await brandingOf({
        db: app.db,
        blobStore: app.blobStore,
        accountId: caller.accountId,
        accountName: '',
      });
      const document = aiReportDocument(report, {
        siteUrl: app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`,
      });
      const format = request.query.format === 'markdown' ? 'md' : request.query.format;
      const file = await renderDocument(
        { ...document, branding: { ...branding, organizationName: branding.organizationName || null } },
        format,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${documentFileName(document, format)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
