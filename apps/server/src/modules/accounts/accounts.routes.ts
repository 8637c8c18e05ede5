import {
  accountSchema,
  accountUserSchema,
  accountUsersPageSchema,
  accountUsersQuerySchema,
  myAccountsReplySchema,
  planSchema,
  seatsSchema,
  trackedActivitySchema,
  updateRoleRequestSchema,
  updateSeatsRequestSchema,
  updateStatusRequestSchema,
  updateTrackedActivityRequestSchema,
  userIdParamsSchema,
} from '@statehouse/shared/accounts/accounts.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import {
  accountErrors,
  changeRole,
  changeSeats,
  changeStatus,
  getCurrentAccount,
  getPlan,
  getSeats,
  getTrackedActivity,
  listAccountUsers,
  listMyAccounts,
  setTrackedActivity,
} from './accounts.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The caller's account: details, plan, seats and (for admins) its members. Roles: docs/decisions/007. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'getAccount',
        summary: 'The account the session works in',
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => getCurrentAccount({ db: app.db, accountId: currentUser(request).accountId }),
  );

  app.get(
    '/accounts/my',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'getMyAccounts',
        summary: 'Every account the caller is an active member of',
        response: { 200: myAccountsReplySchema, ...errors },
      },
    },
    async (request) => listMyAccounts({ db: app.db, caller: currentUser(request) }),
  );

  app.get(
    '/accounts/plan',
    {
      preHandler: requireRole('admin', 'user'),
      schema: {
        tags: ['accounts'],
        operationId: 'getAccountPlan',
        summary: 'Plan, portal flags and seat use of the account',
        response: { 200: planSchema, ...errors },
      },
    },
    async (request) => getPlan({ db: app.db, accountId: currentUser(request).accountId }),
  );

  app.get(
    '/accounts/seats',
    {
      preHandler: requireRole('admin', 'user'),
      schema: {
        tags: ['accounts'],
        operationId: 'getAccountSeats',
        summary: 'Seats of the account and how many are in use',
        response: { 200: seatsSchema, ...errors },
      },
    },
    async (request) => getSeats({ db: app.db, accountId: currentUser(request).accountId }),
  );

  app.patch(
    '/accounts/seats',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['accounts'],
        operationId: 'updateAccountSeats',
        summary: 'Change the number of seats (not below the seats in use)',
        body: updateSeatsRequestSchema,
        response: { 200: seatsSchema, ...errors },
      },
    },
    async (request) =>
      changeSeats({ db: app.db, accountId: currentUser(request).accountId, seats: request.body.seats }),
  );

  app.get(
    '/accounts/users',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['accounts'],
        operationId: 'getAccountUsers',
        summary: 'Members of the account, a page at a time, optionally filtered by a search term',
        querystring: accountUsersQuerySchema,
        response: { 200: accountUsersPageSchema, ...errors },
      },
    },
    async (request) =>
      listAccountUsers({
        db: app.db,
        accountId: currentUser(request).accountId,
        page: request.query.page,
        pageSize: request.query.pageSize,
        searchTerm: request.query.searchTerm || undefined,
      }),
  );

  app.post(
    '/accounts/users/:userId/role',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['accounts'],
        operationId: 'updateAccountUserRole',
        summary: "Change a member's role",
        description: `Refused with 400 "${accountErrors.ownRole}" when userId is the caller's own.`,
        params: userIdParamsSchema,
        body: updateRoleRequestSchema,
        response: { 200: accountUserSchema, ...errors },
      },
    },
    async (request) =>
      changeRole({ db: app.db, actor: currentUser(request), userId: request.params.userId, role: request.body.role }),
  );

  app.patch(
    '/accounts/users/:userId/status',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['accounts'],
        operationId: 'updateAccountUserStatus',
        summary: 'Enable or disable a member',
        description: `Refused with 400 "${accountErrors.ownStatus}" when userId is the caller's own (either status).`,
        params: userIdParamsSchema,
        body: updateStatusRequestSchema,
        response: { 200: accountUserSchema, ...errors },
      },
    },
    async (request) =>
      changeStatus({
        db: app.db,
        actor: currentUser(request),
        userId: request.params.userId,
        status: request.body.status,
      }),
  );

  app.get(
    '/accounts/users/:userId/tracked-activity',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'getAccountUserTrackedActivity',
        summary: "A member's states and activity digest (admins: anyone; others: themselves)",
        params: userIdParamsSchema,
        response: { 200: trackedActivitySchema, ...errors },
      },
    },
    async (request) => getTrackedActivity({ db: app.db, actor: currentUser(request), userId: request.params.userId }),
  );

  app.put(
    '/accounts/users/:userId/tracked-activity',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['accounts'],
        operationId: 'updateAccountUserTrackedActivity',
        summary: "Set a member's states (their allowed states) and activity digest",
        params: userIdParamsSchema,
        body: updateTrackedActivityRequestSchema,
        response: { 200: trackedActivitySchema, ...errors },
      },
    },
    async (request) =>
      setTrackedActivity({
        db: app.db,
        actor: currentUser(request),
        userId: request.params.userId,
        input: request.body,
      }),
  );
};
