import { errorBodySchema } from '@statehouse/shared/common/errors';
import { dataCoverageResponseSchema, statusResponseSchema } from '@statehouse/shared/status/status.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDataCoverage, getStatus } from './status.service';

export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    {
      schema: {
        tags: ['status'],
        operationId: 'getStatus',
        summary: 'Health, version, database engine, data counts and per-source freshness',
        response: { 200: statusResponseSchema, 500: errorBodySchema },
      },
    },
    async () => getStatus({ db: app.db, database: app.dbKind }),
  );

  app.get(
    '/status/coverage',
    {
      schema: {
        tags: ['status'],
        operationId: 'getDataCoverage',
        summary: 'Which states have which kind of data: bills, texts, roll calls, hearings, lobbying, finance, codes',
        response: { 200: dataCoverageResponseSchema, 500: errorBodySchema },
      },
    },
    async () => getDataCoverage({ db: app.db }),
  );
};
