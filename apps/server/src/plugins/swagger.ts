import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { serverVersion } from '../lib/version';
import { isSessionGuard, SESSION_COOKIE } from './auth';
import { documentPathParameters, documentSchemaOverride } from './openapi-schema-rules';

/**
 * The router's limit on one path parameter, in characters after decoding (Fastify's maxParamLength): past it the
 * router answers 414 before any schema runs. Above every schema's own maximum, so only a value the schema would
 * refuse anyway meets it; every operation with a path parameter documents that 414 (decision 066).
 */
export const MAX_PATH_PARAMETER_LENGTH = 500;

/** Fastify's own 414 body (not our error body: the router answers before the app's error handler). */
const uriTooLongReply = {
  description: `A path parameter longer than ${MAX_PATH_PARAMETER_LENGTH} characters: refused by the router.`,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          error: { type: 'string' },
          code: { type: 'string', enum: ['FST_ERR_MAX_PARAM_LENGTH'] },
          message: { type: 'string' },
          statusCode: { type: 'integer', enum: [414] },
        },
        required: ['code', 'message', 'statusCode'],
      },
    },
  },
};

/** zod -> OpenAPI, with the rules zod's conversion leaves out (trimmed minimum lengths; decision 066). */
const jsonSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: documentSchemaOverride } });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The content types a file-download route sends; the OpenAPI document lists them for its 200 reply. */
    fileContentTypes?: readonly string[];
    /** A live stream (Server-Sent Events): the document lists its 200 reply as text/event-stream. */
    eventStream?: boolean;
    /** The parts of a multipart/form-data body, as JSON Schema: the document lists them as the request body. */
    multipartBody?: Record<string, unknown>;
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
      const config = input.route.config;
      const schema = output.schema as {
        response?: Record<string, Record<string, unknown>>;
        body?: unknown;
        params?: unknown;
      };
      documentPathParameters(schema.params);
      if (schema.params && schema.response && !schema.response['414'])
        schema.response['414'] = structuredClone(uriTooLongReply);
      const response = schema.response;
      // A file download answers with the file's own type, not JSON: say which ones.
      const types = config?.fileContentTypes;
      if (types && response?.['200']) {
        const binary = { schema: { type: 'string', format: 'binary' } };
        response['200'] = { description: 'The file', content: Object.fromEntries(types.map((type) => [type, binary])) };
      }
      if (config?.eventStream && response?.['200']) {
        response['200'] = {
          description: response['200'].description ?? 'Server-Sent Events',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        };
      }
      // A multipart upload reads its parts in the handler (no body schema validates them): the document lists them.
      if (config?.multipartBody) {
        const multipartContent = { 'multipart/form-data': { schema: config.multipartBody } };
        schema.body = {
          content: schema.body
            ? { 'application/json': { schema: schema.body }, ...multipartContent }
            : multipartContent,
        };
      }
      // 204 No Content has no body and no content type: the document says so rather than "JSON null".
      // (@fastify/swagger lists no content for a schema of type null.)
      if (response?.['204']) {
        response['204'] = { type: 'null', description: response['204'].description ?? 'No content' };
      }
      return output;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
