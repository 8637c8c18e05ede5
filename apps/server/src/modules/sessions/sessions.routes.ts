import { errorBodySchema } from '@statehouse/shared/common/errors';
import { sessionsQuerySchema, sessionsResponseSchema } from '@statehouse/shared/sessions/sessions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { listSessions } from './sessions.service';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // SPEC section 4: sessions load only for signed-in users.
  app.addHook('onRequest', requireUser);

  app.get(
    '/sessions',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getSessions',
        summary: "A state's legislative sessions, newest first, with the default one flagged",
        querystring: sessionsQuerySchema,
        response: { 200: sessionsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listSessions({ db: app.db, query: request.query }),
  );
};
