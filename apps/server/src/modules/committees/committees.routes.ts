import {
  committeeDetailQuerySchema,
  committeeDetailSchema,
  committeeIdParamsSchema,
  committeeListQuerySchema,
  committeeListReplySchema,
} from '@statehouse/shared/committees/committees.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { getCommittee, getCommittees } from './committees.service';

/** Committees of the imported data (public records): every signed-in role. */
export const committeesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/committees',
    {
      preHandler: requireUser,
      schema: {
        tags: ['committees'],
        operationId: 'getCommittees',
        description: 'Refused with 400 "sessionCode needs a stateCode" when a session is given without its state.',
        summary: 'Committees by state, chamber and name, with chair, member count and hearing count',
        querystring: committeeListQuerySchema,
        response: { 200: committeeListReplySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => getCommittees({ db: app.db, params: request.query }),
  );

  app.get(
    '/committees/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['committees'],
        operationId: 'getCommittee',
        summary: 'A committee: members by role, subcommittees, hearings past and upcoming, bills referred',
        params: committeeIdParamsSchema,
        querystring: committeeDetailQuerySchema,
        response: { 200: committeeDetailSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getCommittee({ db: app.db, id: request.params.id, sessionCode: request.query.sessionCode }),
  );
};
