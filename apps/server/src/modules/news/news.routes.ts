import { errorBodySchema } from '@statehouse/shared/common/errors';
import { latestNewsQuerySchema, latestNewsReplySchema } from '@statehouse/shared/dashboard/news.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { getLatestNews } from './news.service';

/** The latest legislative activity for the signed-in user: tracked bills flagged, their states read. Every role. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news/latest',
    {
      preHandler: requireUser,
      schema: {
        tags: ['news'],
        operationId: 'getLatestNews',
        summary:
          'Newest actions, versions and roll calls on your tracked bills and in your states, newest first, tracked ones flagged (paged, limit at most 50)',
        querystring: latestNewsQuerySchema,
        response: { 200: latestNewsReplySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => getLatestNews({ db: app.db, caller: currentUser(request), query: request.query }),
  );
};
