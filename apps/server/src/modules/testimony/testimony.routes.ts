import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  billTestimonyQuerySchema,
  companyTestimonyQuerySchema,
  testimonyListReplySchema,
} from '@statehouse/shared/testimony/testimony.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { getBillTestimony, getCompanyTestimony } from './testimony.service';

/** Witnesses from the data's witness lists (public records): every signed-in role. */
export const testimonyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/testimony/company',
    {
      preHandler: requireUser,
      schema: {
        tags: ['testimony'],
        operationId: 'getCompanyTestimony',
        summary: "Witnesses who testified for a company (by link or by one of the company's names)",
        querystring: companyTestimonyQuerySchema,
        response: { 200: testimonyListReplySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      getCompanyTestimony({
        db: app.db,
        companyId: request.query.companyId,
        accountId: currentUser(request).accountId,
      }),
  );

  app.get(
    '/testimony/bill',
    {
      preHandler: requireUser,
      schema: {
        tags: ['testimony'],
        operationId: 'getBillTestimony',
        summary: 'Witnesses who testified on a bill',
        querystring: billTestimonyQuerySchema,
        response: { 200: testimonyListReplySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => getBillTestimony({ db: app.db, billId: request.query.masterBillId }),
  );
};
