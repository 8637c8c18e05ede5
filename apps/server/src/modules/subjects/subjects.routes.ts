import { errorBodySchema } from '@statehouse/shared/common/errors';
import { subjectsQuerySchema, subjectsResponseSchema } from '@statehouse/shared/subjects/subjects.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { listSubjects } from './subjects.service';

export const subjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/subjects',
    {
      schema: {
        tags: ['reference'],
        operationId: 'listSubjects',
        summary: 'The subject list with bill counts for a state and session',
        querystring: subjectsQuerySchema,
        response: { 200: subjectsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listSubjects({ db: app.db, query: request.query }),
  );
};
