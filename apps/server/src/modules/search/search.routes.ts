import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  searchConnectionSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@statehouse/shared/search/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { searchEverything, testSearchConnection } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        operationId: 'searchEverything',
        summary: 'One term across bills, members, committees, statutes and regulations',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => searchEverything({ db: app.db, query: request.query }),
  );

  app.get(
    '/search/test-connection',
    {
      schema: {
        tags: ['search'],
        operationId: 'testSearchConnection',
        summary: 'Whether search answers, how fast, and how many records it covers',
        response: { 200: searchConnectionSchema, 401: errorBodySchema },
      },
    },
    async () => testSearchConnection({ db: app.db, kind: app.dbKind }),
  );
};
