import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serverVersion } from '../lib/version';
import { isSessionGuard, SESSION_COOKIE } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The content types a file-download route sends; the OpenAPI document lists them for its 200 reply. */
    fileContentTypes?: readonly string[];
  }
}

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
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      // A file download answers with the file's own type, not JSON: say which ones.
      const types = input.route.config?.fileContentTypes;
      const response = (output.schema as { response?: Record<string, unknown> }).response;
      if (types && response?.['200']) {
        const binary = { schema: { type: 'string', format: 'binary' } };
        response['200'] = { description: 'The file', content: Object.fromEntries(types.map((type) => [type, binary])) };
      }
      return output;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
