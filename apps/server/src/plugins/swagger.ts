import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serverVersion } from '../lib/version';
import { isSessionGuard, SESSION_COOKIE } from './auth';

/** The OpenAPI document at /api/docs/json, built from the routes' zod schemas, and its UI at /api/docs. */
export async function registerSwagger(app: FastifyInstance, publicUrl?: string): Promise<void> {
  // Routes guarded by requireUser or requireRole need the session cookie: say so per operation, so
  // generated clients and fuzzers send it.
  app.addHook('onRoute', (route) => {
    if (![route.preHandler].flat().some(isSessionGuard)) return;
    route.schema = { ...route.schema, security: [{ sessionCookie: [] }] } as typeof route.schema;
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Statehouse API',
        description:
          'Legislative and regulatory intelligence for all 50 states. Every call lives under /api. Sign in with ' +
          'POST /api/auth/login; the reply sets the session cookie that the other calls send.',
        version: serverVersion,
        license: { name: 'Proprietary; data under each source’s licence (see /data-sources)', url: '/data-sources' },
      },
      servers: [
        { url: publicUrl ?? '/', description: publicUrl ? 'This server' : 'The server that serves this document' },
      ],
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by POST /api/auth/login; HttpOnly, sliding expiry (SESSION_TTL_DAYS).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
