import { userIdParamsSchema } from '@statehouse/shared/accounts/accounts.schemas';
import { okReplySchema } from '@statehouse/shared/auth/auth.schemas';
import {
  adminPasswordResetReplySchema,
  adminPasswordResetSchema,
  passwordResetConfirmSchema,
  passwordResetMessages,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
} from '@statehouse/shared/auth/password-reset.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../plugins/auth';
import { registerPublicFormRateLimit } from '../../plugins/public-form-rate-limit';
import { adminResetPassword, requestPasswordReset, resetPassword } from './password-reset.service';

/** Per IP and minute: asking for links (each may send mail) and using them. */
export const PASSWORD_RESET_REQUESTS_PER_MINUTE = 5;
export const PASSWORD_RESETS_PER_MINUTE = 10;

/** Password reset by e-mail link ("Forgot password?") and by an account admin (docs/decisions/013). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerPublicFormRateLimit(app, { max: PASSWORD_RESET_REQUESTS_PER_MINUTE });
  const ttlMs = app.config.PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
  const baseUrlOf = (request: FastifyRequest) => app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  app.post(
    '/auth/password-reset/request',
    {
      config: { rateLimit: { max: PASSWORD_RESET_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        operationId: 'requestPasswordReset',
        summary: 'Mail a single-use password reset link; the reply is the same whether or not the user exists',
        body: passwordResetRequestSchema,
        response: {
          202: passwordResetRequestedSchema,
          400: errorBodySchema,
          // Reset by e-mail is off without SMTP_URL (like registration without ENABLE_REGISTRATION).
          403: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await requestPasswordReset({
        db: app.db,
        mailer: app.mailer,
        log: request.log,
        ttlMs,
        identifier: request.body.identifier,
        baseUrl: baseUrlOf(request),
      });
      return reply.status(202).send({ status: 'ok' as const, message: passwordResetMessages.requested });
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: { rateLimit: { max: PASSWORD_RESETS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        description:
          'Refused with 400 "This password reset link is not valid. Ask for a new one." for a token that is unknown, used or expired.',
        summary: 'Set a new password with a reset link; the link is used up and every session of the user ends',
        body: passwordResetConfirmSchema,
        response: { 200: okReplySchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await resetPassword({
        db: app.db,
        settings: app.authSettings,
        token: request.body.token,
        password: request.body.password,
      });
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/accounts/users/:userId/reset-password',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['accounts'],
        operationId: 'adminResetPassword',
        summary: 'Reset the password of a member of your account: a reset link, or a temporary password',
        params: userIdParamsSchema,
        body: adminPasswordResetSchema,
        response: {
          200: adminPasswordResetReplySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) =>
      adminResetPassword({
        db: app.db,
        mailer: app.mailer,
        log: request.log,
        ttlMs,
        settings: app.authSettings,
        actor: currentUser(request),
        userId: request.params.userId,
        input: request.body,
        baseUrl: baseUrlOf(request),
      }),
  );
};
