import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  billProvenanceSchema,
  similarBillsParamsSchema,
  similarBillsQuerySchema,
  similarBillsReplySchema,
} from '@statehouse/shared/similar-bills/similar-bills.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { getBillProvenance, getSimilarBills } from './similar-bills.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Similar bills and text-reuse provenance: public bill data, read by signed-in users like the bills module. */
export const similarBillsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['bills'];

  app.get(
    '/bills/:id/similar-ai',
    {
      schema: {
        tags,
        operationId: 'getSimilarBills',
        summary:
          'Bills whose text is most like this one (MinHash/LSH index over every state, ranked by estimated Jaccard), with the passages they share and their character offsets in both texts',
        params: similarBillsParamsSchema,
        querystring: similarBillsQuerySchema,
        response: { 200: similarBillsReplySchema, ...errors },
      },
    },
    async (request) => getSimilarBills({ db: app.db, id: request.params.id, state: request.query.state }),
  );

  app.get(
    '/bills/:id/provenance',
    {
      schema: {
        tags,
        operationId: 'getBillProvenance',
        summary:
          'Section by section: where the bill’s text is also found (companion, earlier or other-state bills, with the shared passage) and the statute sections each section amends',
        params: similarBillsParamsSchema,
        response: { 200: billProvenanceSchema, ...errors },
      },
    },
    async (request) => getBillProvenance({ db: app.db, id: request.params.id }),
  );
};
