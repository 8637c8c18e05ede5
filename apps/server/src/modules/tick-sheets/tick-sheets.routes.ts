import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  setTickSheetEntryRequestSchema,
  tickSheetEntryParamsSchema,
  tickSheetEntrySchema,
  tickSheetExportQuerySchema,
  tickSheetParamsSchema,
  tickSheetQuerySchema,
  tickSheetReplySchema,
} from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { renderTickSheetFile } from './tick-sheets.export';
import { getTickSheet, setTickSheetEntry, TICK_SHEET_EDITOR_ROLES } from './tick-sheets.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The team's member tick sheet (whip count) on a bill. Decision 033. */
export const tickSheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['tick-sheets'];

  app.get(
    '/bills/:id/tick-sheet',
    {
      schema: {
        tags,
        operationId: 'getBillTickSheet',
        summary:
          'The members of the committee the bill sits in (or its chamber) with the account’s stances, the whip count and, after a roll call, predicted against actual votes',
        params: tickSheetParamsSchema,
        querystring: tickSheetQuerySchema,
        response: { 200: tickSheetReplySchema, ...errors },
      },
    },
    async (request) =>
      getTickSheet({ db: app.db, caller: currentUser(request), billId: request.params.id, body: request.query.body }),
  );

  app.get(
    '/bills/:id/tick-sheet/export',
    {
      config: { fileContentTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
      schema: {
        tags,
        operationId: 'exportBillTickSheet',
        summary: 'The tick sheet as a CSV or XLSX file, one row per member',
        params: tickSheetParamsSchema,
        querystring: tickSheetExportQuerySchema,
        response: { 200: z.any().describe('The export file'), ...errors },
      },
    },
    async (request, reply) => {
      const sheet = await getTickSheet({
        db: app.db,
        caller: currentUser(request),
        billId: request.params.id,
        body: request.query.body,
      });
      const file = await renderTickSheetFile(sheet, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );

  app.put(
    '/bills/:id/tick-sheet/:memberId',
    {
      preHandler: requireRole(...TICK_SHEET_EDITOR_ROLES),
      schema: {
        tags,
        operationId: 'setBillTickSheetEntry',
        summary: 'Mark the account’s stance on one member for a bill, with a note and the last contact',
        params: tickSheetEntryParamsSchema,
        body: setTickSheetEntryRequestSchema,
        response: { 200: tickSheetEntrySchema, ...errors },
      },
    },
    async (request) =>
      setTickSheetEntry({
        db: app.db,
        caller: currentUser(request),
        billId: request.params.id,
        memberId: request.params.memberId,
        input: request.body,
      }),
  );
};
