import { errorBodySchema } from '@statehouse/shared/common/errors';
import { referralInviteReplySchema, referralInviteSchema } from '@statehouse/shared/marketing/marketing.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPublicFormRateLimit } from '../../plugins/public-form-rate-limit';
import { inviteReferrals } from './referrals.service';

export const REFERRAL_RATE_LIMIT_PER_MINUTE = 5;

export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerPublicFormRateLimit(app, { max: REFERRAL_RATE_LIMIT_PER_MINUTE });

  app.post(
    '/referrals/invite',
    {
      config: { rateLimit: { max: REFERRAL_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['marketing'],
        operationId: 'inviteReferrals',
        summary: 'Invite colleagues to try Statehouse (recorded; mailed when a mail server is configured)',
        body: referralInviteSchema,
        response: { 201: referralInviteReplySchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const siteUrl = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const result = await inviteReferrals({
        db: app.db,
        mailer: app.mailer,
        log: request.log,
        input: request.body,
        siteUrl,
      });
      return reply.status(201).send(result);
    },
  );
};
