import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when the reply is sent: "GET /api/bills 200 12.3 ms". Fastify's
 * own request logging (turned off in app.ts) writes two multi-field lines per request. The query
 * string is left out: it carries search terms and invitation or reset tokens.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    request.log.info(`${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`);
  });
}
