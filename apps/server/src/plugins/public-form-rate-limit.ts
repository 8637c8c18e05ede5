import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Per-IP limits for the public site's anonymous forms, registered inside each module so that they
 * apply only to its routes. The message is what the site shows in its failure toast.
 */
export async function registerPublicFormRateLimit(app: FastifyInstance, { max }: { max: number }) {
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
}
