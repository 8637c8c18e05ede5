import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  dataCoverageResponseSchema,
  readinessResponseSchema,
  statusResponseSchema,
} from '@statehouse/shared/status/status.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDataCoverage, getReadiness, getStatus } from './status.service';

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
    async () => getStatus({ db: app.db, database: app.dbKind, startup: app.startup }),
  );

  app.get(
    '/status/ready',
    {
      schema: {
        tags: ['status'],
        operationId: 'getReadiness',
        summary: 'Whether the data is fully loaded: 200 when it is, 503 while a first start still loads the sample',
        description:
          'A first start answers before the sample and its indexes are loaded (decision 080). This call says how far ' +
          'the load is without querying the database, and answers 503 until it is done: the readiness probe the ' +
          'browser journeys, tests and benches wait on.',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = getReadiness(app.startup);
      return reply.code(readiness.ready ? 200 : 503).send(readiness);
    },
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
