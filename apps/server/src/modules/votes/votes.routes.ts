import { voteDetailSchema, voteIdParamsSchema } from '@statehouse/shared/bills/bills.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { getVoteDetails } from './votes.service';

export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/votes/:voteId/details',
    {
      schema: {
        tags: ['bills'],
        operationId: 'getVoteDetails',
        summary: 'A roll call with every member’s vote and a party breakdown',
        params: voteIdParamsSchema,
        response: { 200: voteDetailSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getVoteDetails({ db: app.db, voteId: request.params.voteId }),
  );
};
