import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  dashboardStatsReplySchema,
  trackedProgressQuerySchema,
  trackedProgressReplySchema,
} from '@statehouse/shared/dashboard/dashboard.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { getDashboardStats, getTrackedProgress } from './dashboard.service';

/** The signed-in user's dashboard in the selected account. Every role: each sees only the tags they may see. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      preHandler: requireUser,
      schema: {
        tags: ['dashboard'],
        operationId: 'getDashboardStats',
        summary:
          'Your tracked bills (changed in 7 days, passed, failed), hearings in 14 days, unread notifications, tags and positions, each with the page that lists it',
        response: { 200: dashboardStatsReplySchema, 401: errorBodySchema },
      },
    },
    async (request) => getDashboardStats({ db: app.db, caller: currentUser(request) }),
  );

  app.get(
    '/dashboard/tracked-progress',
    {
      preHandler: requireUser,
      schema: {
        tags: ['dashboard'],
        operationId: 'getTrackedProgress',
        summary: 'Tracked bills by stage (introduced to enacted, failed or vetoed) for you, your team or the account',
        querystring: trackedProgressQuerySchema,
        response: { 200: trackedProgressReplySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => getTrackedProgress({ db: app.db, caller: currentUser(request), scope: request.query.scope }),
  );
};
