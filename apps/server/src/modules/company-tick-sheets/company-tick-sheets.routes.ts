import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  companyTickSheetEntryParamsSchema,
  companyTickSheetEntrySchema,
  companyTickSheetParamsSchema,
  companyTickSheetReplySchema,
  setCompanyTickSheetEntryRequestSchema,
} from '@statehouse/shared/company-tick-sheets/company-tick-sheets.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { TICK_SHEET_EDITOR_ROLES } from '../tick-sheets/tick-sheets.service';
import { getCompanyTickSheet, setCompanyTickSheetEntry } from './company-tick-sheets.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The team's company tick sheet on a bill. Decision 041. */
export const companyTickSheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['tick-sheets'];

  app.get(
    '/bills/:id/company-tick-sheet',
    {
      schema: {
        tags,
        operationId: 'getBillCompanyTickSheet',
        summary:
          'The companies that care about the bill, with the positions the public record shows and the account’s own',
        params: companyTickSheetParamsSchema,
        response: { 200: companyTickSheetReplySchema, ...errors },
      },
    },
    async (request) => getCompanyTickSheet({ db: app.db, caller: currentUser(request), billId: request.params.id }),
  );

  app.put(
    '/bills/:id/company-tick-sheet/:companyId',
    {
      preHandler: requireRole(...TICK_SHEET_EDITOR_ROLES),
      schema: {
        tags,
        operationId: 'setBillCompanyTickSheetEntry',
        summary: 'Record where a company stands on the bill, with a note (adds it to the sheet when not listed)',
        params: companyTickSheetEntryParamsSchema,
        body: setCompanyTickSheetEntryRequestSchema,
        response: { 200: companyTickSheetEntrySchema, ...errors },
      },
    },
    async (request) =>
      setCompanyTickSheetEntry({
        db: app.db,
        caller: currentUser(request),
        billId: request.params.id,
        companyId: request.params.companyId,
        input: request.body,
      }),
  );
};
