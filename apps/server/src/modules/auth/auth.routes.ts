import { selectAccountRequestSchema } from '@statehouse/shared/accounts/accounts.schemas';
import {
  authConfigReplySchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  logoutReplySchema,
  okReplySchema,
  registerRequestSchema,
  updateUsernameRequestSchema,
  userReplySchema,
} from '@statehouse/shared/auth/auth.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { clearSessionCookie, currentUser, requireUser, sessionTokenOf, setSessionCookie } from '../../plugins/auth';
import {
  buildUserReply,
  type ClientInfo,
  changePassword,
  changeUsername,
  login,
  logout,
  register,
  selectAccount,
} from './auth.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Sign-in, registration, sign-out and the signed-in user's own credentials (SPEC section 7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/config',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getAuthConfig',
        summary: 'Public sign-in settings: whether registration is open and password reset by e-mail is on',
        response: { 200: authConfigReplySchema },
      },
    },
    async () => ({
      registrationEnabled: app.authSettings.registrationEnabled,
      passwordResetByEmail: Boolean(app.config.SMTP_URL),
    }),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Sign in with username and password; sets the session cookie',
        body: loginRequestSchema,
        response: { 200: userReplySchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        const { session, user } = await login({
          db: app.db,
          settings: app.authSettings,
          username: request.body.username,
          password: request.body.password,
          client: clientOf(request),
        });
        setSessionCookie(reply, session);
        return user;
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          reply.header('retry-after', String(Math.ceil(app.authSettings.loginWindowMs / 1000)));
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        operationId: 'register',
        summary: 'Create an account with its first user (admin); sets the session cookie',
        body: registerRequestSchema,
        response: { 201: userReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { session, user } = await register({
        db: app.db,
        settings: app.authSettings,
        input: request.body,
        client: clientOf(request),
      });
      await logout({ db: app.db, token: sessionTokenOf(request) });
      setSessionCookie(reply, session);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'End the current session and clear its cookie',
        response: { 200: logoutReplySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      await logout({ db: app.db, token: sessionTokenOf(request) });
      clearSessionCookie(reply);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        operationId: 'getCurrentUser',
        summary: 'The signed-in user with roles, accounts and state subscriptions',
        response: { 200: userReplySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return buildUserReply({ db: app.db, userId: user.id, accountId: user.accountId });
    },
  );

  app.post(
    '/auth/change-password',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        operationId: 'changePassword',
        description: 'Refused with 400 "Current password is incorrect" when currentPassword is wrong.',
        summary: 'Set a new password (the current one is required); other sessions end',
        body: changePasswordRequestSchema,
        response: { 200: okReplySchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword({
        db: app.db,
        settings: app.authSettings,
        userId: user.id,
        sessionId: user.sessionId,
        password: request.body.password,
        currentPassword: request.body.currentPassword,
      });
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/auth/update-username',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        operationId: 'updateUsername',
        summary: 'Change the username (unique regardless of case)',
        body: updateUsernameRequestSchema,
        response: { 200: userReplySchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return changeUsername({
        db: app.db,
        userId: user.id,
        accountId: user.accountId,
        username: request.body.username,
      });
    },
  );

  app.post(
    '/auth/select-account',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        operationId: 'selectAccount',
        summary: 'Work in another of your accounts for the rest of this session',
        body: selectAccountRequestSchema,
        response: { 200: userReplySchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return selectAccount({
        db: app.db,
        userId: user.id,
        sessionId: user.sessionId,
        accountId: request.body.accountId,
      });
    },
  );
};
