import type { ErrorBody } from '@statehouse/shared/common/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isParserError, multipartErrors } from './multipart';

type FieldProblem = { field: string; message: string };

/** PostgreSQL SQLSTATEs (class 22, data exception) that only bad input causes. */
const clientDataErrors: Record<string, string> = {
  '22003': 'a number is out of range',
  '22P02': 'a value has the wrong form',
  '22021': 'text contains a character that cannot be stored',
  '22P05': 'text contains a character that cannot be stored',
  '22007': 'a date or time has the wrong form',
  '22008': 'a date or time is out of range',
};

/** "querystring/page" style paths read worse than "page (query)" in a message shown to people. */
function describeField(instancePath: string, context: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = context === 'querystring' ? 'query' : context;
  return field ? `${field} (${where})` : where;
}

/** The SQLSTATE of a database error, also when Drizzle wraps it (DrizzleQueryError keeps it as cause). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The one error handler: validation failures are 400 with per-field details, AppErrors keep their
 * status and message, other client errors (bad JSON, too large) pass their message through, and
 * anything else is logged with request context and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldProblem[] = error.validation.map((issue) => ({
        field: describeField(issue.instancePath, error.validationContext ?? 'body'),
        message: issue.message ?? 'is invalid',
      }));
      const summary = details.map((problem) => `${problem.field}: ${problem.message}`).join('; ');
      const body: ErrorBody = { message: `Invalid request: ${summary}`, code: 'VALIDATION_FAILED', details };
      return reply.status(400).send(body);
    }

    if (error instanceof AppError) {
      // A service that is down (the mail server) is ours to look into: its own reason goes to the log only.
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error, url: request.url }, error.message);
      const body: ErrorBody = { message: error.message, code: error.code, details: error.details };
      return reply.status(error.statusCode).send(body);
    }

    // A value the schema let through but PostgreSQL cannot store or compare (a number past a column's
    // range, a malformed value): the request is at fault, not the server. Schemas should catch these
    // first; this keeps a gap in one of them from becoming a 500.
    const pgCode = sqlStateOf(error);
    if (typeof pgCode === 'string' && pgCode in clientDataErrors) {
      request.log.warn({ err: error, url: request.url }, 'input reached the database unchecked');
      const body: ErrorBody = { message: `Invalid request: ${clientDataErrors[pgCode]}`, code: 'VALIDATION_FAILED' };
      return reply.status(400).send(body);
    }

    // A multipart body the parser could not read (a boundary that does not match, a body cut short) that reached here
    // past its route's own reading: still the request's fault.
    if (isParserError(error)) {
      const body: ErrorBody = { message: multipartErrors.malformed(error.message), code: 'BAD_REQUEST' };
      return reply.status(400).send(body);
    }

    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500 && !isResponseSerializationError(error)) {
      const body: ErrorBody = { message: error.message, code: error.code };
      return reply.status(statusCode).send(body);
    }

    // The client went away while we read its request or wrote the reply (a closed tab, a cancelled upload, a
    // page that moved on): nothing failed on our side, and no one is left to answer.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.socket?.destroyed) {
      request.log.info({ method: request.method, url: request.url, reqId: request.id }, 'client closed the request');
      // 499 as nginx logs it: the request log's line says what happened; no one reads the body.
      return reply.status(499).send({ message: 'The client closed the request' } satisfies ErrorBody);
    }

    request.log.error({ err: error, method: request.method, url: request.url, reqId: request.id }, 'request failed');
    const body: ErrorBody = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
    return reply.status(500).send(body);
  });
}
