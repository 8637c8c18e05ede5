import {
  shareEmailReplySchema,
  shareEmailRequestSchema,
  shareFieldRequired,
  shareKinds,
} from '@statehouse/shared/alerts/share-email.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { shareByEmail } from './email.service';

/** E-mails people send from the app: sharing a bill, a tag's bills or a report with a note. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email/send',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        operationId: 'shareByEmail',
        summary: 'Share a bill, a tag’s bills or a report by e-mail with a note (1-20 recipients, 20 shares an hour)',
        // The field each kind needs is a cross-field rule the schema cannot state: quoted as its 400 says it.
        description: `The kind names the field it needs. Refused with 400 ${shareKinds
          .map((kind) => `"${shareFieldRequired(kind)}"`)
          .join(', ')} when that field is missing.`,
        body: shareEmailRequestSchema,
        response: {
          202: shareEmailReplySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const result = await shareByEmail({
          db: app.db,
          config: app.config,
          caller: currentUser(request),
          input: request.body,
          baseUrl: app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
        });
        reply.status(202);
        return result;
      } catch (error) {
        const details = error instanceof AppError ? (error.details as { retryAfterSeconds?: number }) : undefined;
        if (details?.retryAfterSeconds) reply.header('retry-after', String(details.retryAfterSeconds));
        throw error;
      }
    },
  );
};
