import type { ErrorCode } from '@kindred/core';

/**
 * A failure with the spec's human message and a machine code from @kindred/core's `errorCodes`;
 * rendered as `{ success: false, error, code }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_ERROR') => new HttpError(400, message, code);
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'UNAUTHENTICATED') =>
  new HttpError(401, message, code);
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN') => new HttpError(403, message, code);
export const notFound = (message = 'Not found', code: ErrorCode = 'NOT_FOUND') => new HttpError(404, message, code);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new HttpError(409, message, code);

/** The code for a framework error that only carries a status. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR';
  }
}
