import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  userContactsReplySchema,
  userIdParamSchema,
  userSchema,
  usersQuerySchema,
  usersReplySchema,
} from '@statehouse/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { getUser, listUserContacts, listUsers } from './users.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The members of the caller's account (never another account's). Roles: docs/decisions/007. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      preHandler: requireRole('admin', 'user', 'analyst'),
      schema: {
        tags: ['users'],
        operationId: 'getUsers',
        summary: 'Members of the account, optionally by role and by state',
        querystring: usersQuerySchema,
        response: { 200: usersReplySchema, ...errors },
      },
    },
    async (request) => ({
      data: await listUsers({
        db: app.db,
        accountId: currentUser(request).accountId,
        roleName: request.query.roleName,
        stateCode: request.query.stateCode,
      }),
    }),
  );

  app.get(
    '/users/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        operationId: 'getUser',
        summary: 'One member of the account',
        params: userIdParamSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => getUser({ db: app.db, actor: currentUser(request), userId: request.params.id }),
  );

  app.get(
    '/user-contacts',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        operationId: 'getUserContacts',
        summary: 'Active colleagues in the account with their e-mail addresses',
        response: { 200: userContactsReplySchema, ...errors },
      },
    },
    async (request) => ({ data: await listUserContacts({ db: app.db, accountId: currentUser(request).accountId }) }),
  );
};
