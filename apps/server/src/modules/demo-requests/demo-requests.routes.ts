import { errorBodySchema } from '@statehouse/shared/common/errors';
import { demoRequestReplySchema, demoRequestSchema } from '@statehouse/shared/marketing/marketing.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPublicFormRateLimit } from '../../plugins/public-form-rate-limit';
import { createDemoRequest } from './demo-requests.service';

export const DEMO_REQUEST_RATE_LIMIT_PER_MINUTE = 5;

export const demoRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerPublicFormRateLimit(app, { max: DEMO_REQUEST_RATE_LIMIT_PER_MINUTE });

  app.post(
    '/demo-requests',
    {
      config: { rateLimit: { max: DEMO_REQUEST_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['marketing'],
        operationId: 'createDemoRequest',
        summary: 'Ask for a demo; stored, and mailed to the team when a mail server is configured',
        body: demoRequestSchema,
        response: { 201: demoRequestReplySchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await createDemoRequest({
        db: app.db,
        mailer: app.mailer,
        // The team's own mailbox (MAIL_FROM) receives requests until a dedicated sales address is configured.
        teamAddress: app.config.MAIL_FROM,
        log: request.log,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );
};
