import { errorBodySchema } from '@statehouse/shared/common/errors';
import { statusResponseSchema } from '@statehouse/shared/status/status.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStatus } from './status.service';

export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    {
      schema: {
        tags: ['status'],
        operationId: 'getStatus',
        summary: 'Health, version and database engine of this server',
        response: { 200: statusResponseSchema, 500: errorBodySchema },
      },
    },
    async () => getStatus({ database: app.dbKind }),
  );
};
