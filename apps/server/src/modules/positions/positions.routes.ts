import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  billPositionIdParamsSchema,
  billPositionsQuerySchema,
  billPositionsReplySchema,
  setBillPositionReplySchema,
  setBillPositionRequestSchema,
} from '@statehouse/shared/positions/positions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { getBillPositions, POSITION_EDITOR_ROLES, setBillPosition, withdrawBillPosition } from './positions.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The account's positions on bills (support, oppose, neutral, monitor, amend), with their history. Decision 026. */
export const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sign-in first, before the body is read: a signed-out caller gets 401, not a validation error.
  app.addHook('onRequest', requireUser);
  const tags = ['positions'];
  const requireEditor = requireRole(...POSITION_EDITOR_ROLES);

  app.get(
    '/bill-positions',
    {
      schema: {
        tags,
        operationId: 'getBillPositions',
        summary:
          'The account’s current positions on a bill (per tag), with who and when; includeHistory adds every change',
        querystring: billPositionsQuerySchema,
        response: { 200: billPositionsReplySchema, ...errors },
      },
    },
    async (request) =>
      getBillPositions({
        db: app.db,
        caller: currentUser(request),
        billId: request.query.billId,
        tagId: request.query.tagId,
        includeHistory: request.query.includeHistory,
      }),
  );

  app.post(
    '/bill-positions',
    {
      preHandler: requireEditor,
      schema: {
        tags,
        operationId: 'setBillPosition',
        summary:
          'Take or change the account’s position on a bill, optionally for one tag; the change is kept in the history',
        body: setBillPositionRequestSchema,
        response: { 200: setBillPositionReplySchema, ...errors },
      },
    },
    async (request) => setBillPosition({ db: app.db, caller: currentUser(request), input: request.body }),
  );

  app.delete(
    '/bill-positions/:id',
    {
      preHandler: requireEditor,
      schema: {
        tags,
        operationId: 'withdrawBillPosition',
        summary: 'Withdraw a position of the account; the history records the withdrawal',
        params: billPositionIdParamsSchema,
        response: { 204: z.null().describe('Withdrawn'), ...errors },
      },
    },
    async (request, reply) => {
      await withdrawBillPosition({ db: app.db, caller: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
