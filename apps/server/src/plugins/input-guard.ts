import type { ErrorBody } from '@statehouse/shared/common/errors';
import type { FastifyInstance } from 'fastify';

/**
 * PostgreSQL text cannot hold a NUL character: a NUL in any parameter or body string would reach a
 * query and fail there as a 500. One guard for every route answers 400 before any handler runs.
 */
const hasNulInUrl = (url: string) => url.includes('%00') || url.includes('\u0000');

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.some((item) => hasNul(item, depth + 1));
}

const refusal: ErrorBody = {
  message: 'Invalid request: text may not contain a NUL character (\\u0000)',
  code: 'VALIDATION_FAILED',
};

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (hasNulInUrl(request.url)) return reply.status(400).send(refusal);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (hasNul(request.body)) return reply.status(400).send(refusal);
  });
}
