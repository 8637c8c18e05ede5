import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  newsletterSubscribeReplySchema,
  newsletterSubscribeRequestSchema,
} from '@statehouse/shared/marketing/marketing.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPublicFormRateLimit } from '../../plugins/public-form-rate-limit';
import { subscribeToNewsletter } from './newsletter.service';

/** Most newsletter sign-ups one address may send per minute. */
export const NEWSLETTER_RATE_LIMIT_PER_MINUTE = 20;

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerPublicFormRateLimit(app, { max: NEWSLETTER_RATE_LIMIT_PER_MINUTE });

  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: NEWSLETTER_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['marketing'],
        operationId: 'subscribeNewsletter',
        summary: 'Add an email address to the newsletter (idempotent, case-insensitive)',
        body: newsletterSubscribeRequestSchema,
        response: { 200: newsletterSubscribeReplySchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => subscribeToNewsletter({ db: app.db, email: request.body.email }),
  );
};
