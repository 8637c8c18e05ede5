import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  billRemarksQuerySchema,
  billRemarksReplySchema,
  createRemarkRequestSchema,
  type RemarkKind,
  remarkIdParamsSchema,
  remarkKindInfo,
  remarkSchema,
  remarkSearchQuerySchema,
  remarkSearchReplySchema,
  updateRemarkRequestSchema,
} from '@statehouse/shared/remarks/remarks.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { addRemark, editRemark, findRemarks, getBillRemarks, removeRemark } from './remarks.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Each kind's calls: the path under /api and the operationIds' noun (SPEC section 7). */
const kindRoutes: { kind: RemarkKind; path: string; noun: string }[] = [
  { kind: 'bill', path: '/remarks/bill', noun: 'BillRemark' },
  { kind: 'account', path: '/remarks/bill/account', noun: 'AccountRemark' },
  { kind: 'personal', path: '/remarks/bill/personal', noun: 'PersonalRemark' },
];

/** Remarks on bills: shared, team and personal (decision 026). Every route filters by the session's account. */
export const remarksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['remarks'];

  for (const { kind, path, noun } of kindRoutes) {
    const audience = remarkKindInfo[kind].audience;
    app.get(
      path,
      {
        schema: {
          tags,
          operationId: `get${noun}s`,
          summary: `A bill’s ${kind} remarks, newest first. Seen by: ${audience}`,
          querystring: billRemarksQuerySchema,
          response: { 200: billRemarksReplySchema, ...errors },
        },
      },
      async (request) =>
        getBillRemarks({ db: app.db, caller: currentUser(request), billId: request.query.billId, kind }),
    );

    app.post(
      path,
      {
        schema: {
          tags,
          operationId: `create${noun}`,
          summary: `Add a ${kind} remark to a bill. Seen by: ${audience}`,
          body: createRemarkRequestSchema,
          response: { 201: remarkSchema, ...errors },
        },
      },
      async (request, reply) => {
        const remark = await addRemark({ db: app.db, caller: currentUser(request), kind, ...request.body });
        return reply.status(201).send(remark);
      },
    );
  }

  app.get(
    '/remarks/search',
    {
      schema: {
        tags,
        operationId: 'searchRemarks',
        summary: 'Search the remarks you may read across the account’s bills (personal ones only yours), newest first',
        querystring: remarkSearchQuerySchema,
        response: { 200: remarkSearchReplySchema, ...errors },
      },
    },
    async (request) => findRemarks({ db: app.db, caller: currentUser(request), filters: request.query }),
  );

  app.patch(
    '/remarks/:id',
    {
      schema: {
        tags,
        operationId: 'updateRemark',
        summary: 'Change the text of your own remark',
        params: remarkIdParamsSchema,
        body: updateRemarkRequestSchema,
        response: { 200: remarkSchema, ...errors },
      },
    },
    async (request) =>
      editRemark({ db: app.db, caller: currentUser(request), id: request.params.id, body: request.body.body }),
  );

  app.delete(
    '/remarks/:id',
    {
      schema: {
        tags,
        operationId: 'deleteRemark',
        summary: 'Delete your own remark; admins also delete shared and team remarks',
        params: remarkIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await removeRemark({ db: app.db, caller: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
