import { type ErrorCode, errorStatusByCode } from '@statehouse/shared/common/errors';

/**
 * An expected failure with a message safe to show the caller. The error handler maps its code to
 * an HTTP status; services throw it so that they stay free of Fastify types.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return errorStatusByCode[this.code];
  }
}
