import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** One part of a multipart body, as @fastify/multipart yields it (kept free of Fastify types for the services). */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; mimetype: string; file: Readable };

/** What one upload route takes: a file's bytes, file parts, text fields and parts in all. */
export type MultipartLimits = { fileSize: number; files: number; fields: number; parts: number };

/** What an upload route tells its caller when the body is not what it takes. */
export type MultipartMessages = {
  /** The body is not multipart/form-data (or names no boundary). */
  notMultipart: string;
  /** A file part is past `limits.fileSize` (413). */
  tooLarge: string;
  /** More file parts, fields or parts than the limits (413). */
  tooManyParts: string;
};

export const multipartErrors = {
  malformed: (reason: string) =>
    `The multipart/form-data body is malformed (${reason}): send it again with the boundary its Content-Type names.`,
} as const;

/** Set on an error the multipart parser raised (on the parts or inside a file part's stream). */
const fromParser = Symbol('multipart parser error');

const limitCodes = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The one reading of a multipart failure, for every upload route: a file past its limit or too many parts is 413, a
 * body that is not multipart, breaks off, or names a boundary it does not use is 400, each with the route's message;
 * an AppError (the route's own rule) and anything else (the blob store failing) pass through unchanged.
 */
export function multipartFailure(error: unknown, messages: MultipartMessages): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  if (code && limitCodes.has(code)) return new AppError('PAYLOAD_TOO_LARGE', messages.tooManyParts);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('BAD_REQUEST', messages.notMultipart);
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_MP_PREMATURE_CLOSE') {
    return new AppError('BAD_REQUEST', multipartErrors.malformed((error as Error).message));
  }
  if (isParserError(error)) return new AppError('BAD_REQUEST', multipartErrors.malformed((error as Error).message));
  return error;
}

/** Whether the multipart parser raised `error`: the body, not the server, is at fault. */
export const isParserError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { [fromParser]?: boolean })[fromParser] === true;

const markParserError = (error: unknown) => {
  if (typeof error === 'object' && error !== null) (error as { [fromParser]?: boolean })[fromParser] = true;
};

/**
 * The parts of a multipart request, read within `limits`. Every failure of the parser, thrown while parts arrive or
 * raised inside a file part's stream while a service reads it, is marked, so `multipartFailure` (here, in the
 * service's own clean-up, and in the error handler) answers it with a 400 or 413 rather than a 500.
 */
export async function* multipartParts(
  request: FastifyRequest,
  options: { limits: MultipartLimits; messages: MultipartMessages; preservePath?: boolean },
): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', options.messages.notMultipart);
  let parts: AsyncIterable<UploadPart>;
  try {
    parts = request.parts({ limits: options.limits, preservePath: options.preservePath }) as AsyncIterable<UploadPart>;
  } catch (error) {
    markParserError(error);
    // No boundary in the Content-Type, or one busboy cannot search for: the body cannot be split into parts.
    throw multipartFailure(error, options.messages);
  }
  const iterator = parts[Symbol.asyncIterator]();
  while (true) {
    let next: IteratorResult<UploadPart>;
    try {
      next = await iterator.next();
    } catch (error) {
      markParserError(error);
      throw multipartFailure(error, options.messages);
    }
    if (next.done) return;
    if (next.value.type === 'file') {
      // Failed already (the body ended inside it) or later: either way the parser's doing.
      if (next.value.file.errored) markParserError(next.value.file.errored);
      next.value.file.prependListener('error', markParserError);
    }
    yield next.value;
  }
}

/** Reads a multipart part's bytes whole (for a file the route parses in memory), failures read as above. */
export async function partBytes(part: Extract<UploadPart, { type: 'file' }>, messages: MultipartMessages) {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (error) {
    // Reading a part's bytes fails only when the body does (cut short, a boundary it never closes); the stream's
    // iterator may reject before its 'error' listeners ran, so mark it here too.
    markParserError(error);
    throw multipartFailure(error, messages);
  }
  if ((part.file as Readable & { truncated?: boolean }).truncated)
    throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  return Buffer.concat(chunks);
}

/**
 * The multipart/form-data body of an operation for the OpenAPI document: each file part as binary with its size limit
 * as maxLength in bytes (an array when several are taken), each text field as a string; `required` names the parts
 * the route cannot do without.
 */
export function multipartBodyDocument(options: {
  files: Record<string, { description: string; maxBytes: number; maxItems?: number }>;
  fields?: Record<string, { description: string; pattern?: string; enum?: readonly string[] }>;
  required?: readonly string[];
}): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, file] of Object.entries(options.files)) {
    const binary = { type: 'string', format: 'binary', minLength: 1, maxLength: file.maxBytes };
    properties[name] =
      file.maxItems && file.maxItems > 1
        ? { type: 'array', items: binary, minItems: 1, maxItems: file.maxItems, description: file.description }
        : { ...binary, description: file.description };
  }
  for (const [name, field] of Object.entries(options.fields ?? {})) {
    properties[name] = { type: 'string', ...field, ...(field.enum ? { enum: [...field.enum] } : {}) };
  }
  return { type: 'object', properties, required: [...(options.required ?? [])] };
}

/**
 * multipart/form-data for the whole app, registered once: every upload route reads its parts with `multipartParts`
 * and its own limits, so a new one (task files, testimony, media) gets the same 400 and 413 answers for free.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
}
