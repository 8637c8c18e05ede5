import { z } from 'zod';

/** The body of every error reply the API sends (4xx and 5xx). */
export const errorBodySchema = z
  .object({
    message: z.string().describe('A sentence a person can read.'),
    code: z.string().optional().describe('A stable machine code, e.g. NOT_FOUND or VALIDATION_FAILED.'),
    details: z.unknown().optional().describe('Per-field problems for validation failures.'),
  })
  .describe('Error');

export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Error codes the server throws on purpose, with the HTTP status each maps to.
 * Anything not listed here is an unexpected failure and becomes a 500 with a generic message.
 */
export const errorStatusByCode = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** An upstream service (the configured AI model) failed or answered something unusable. */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatusByCode;
