import {
  billComparisonSchema,
  comparisonIdParamsSchema,
  comparisonRequestSchema,
  comparisonSummarySchema,
} from '@statehouse/shared/bill-comparison/bill-comparison.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { compareBills, summarizeComparison } from './bill-comparison.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Bill comparison: redlines of two versions, kept per account (decision 045). */
export const billComparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['bills'];

  app.post(
    '/bills/comparison',
    {
      schema: {
        tags,
        operationId: 'compareBills',
        summary:
          'Compares two bills or two versions of one bill: a word-level redline, the sections added, removed or changed, and the statute sections each changed section touches; stored for the account',
        body: comparisonRequestSchema,
        response: { 200: billComparisonSchema, ...errors },
      },
    },
    async (request) => compareBills({ db: app.db, caller: currentUser(request), input: request.body }),
  );

  app.get(
    '/bills/comparison-ai/:id',
    {
      schema: {
        tags,
        operationId: 'getBillComparisonSummary',
        summary:
          'What changed between the compared versions in plain language, each point citing the passage; built from the redline offline, written by the configured model when there is one',
        params: comparisonIdParamsSchema,
        response: {
          200: comparisonSummarySchema,
          ...errors,
          429: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) =>
      summarizeComparison({
        db: app.db,
        provider: app.ai.provider,
        caller: currentUser(request),
        id: request.params.id,
      }),
  );
};
