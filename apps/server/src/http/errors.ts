import type { ErrorCode, MessageKey } from '@kindred/core';

/**
 * A failure with the spec's human message and a machine code from @kindred/core's `errorCodes`;
 * rendered as `{ success: false, error, code, messageKey }` (see `failureBody`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
    /** The message's catalogue key when the thrower knows it (field rules); otherwise looked up from the text. */
    readonly messageKey?: MessageKey,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The one failure envelope (decisions: API conventions), built by @kindred/core so the web's fakes match it. */
export { fail as failureBody } from '@kindred/core';

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_ERROR', messageKey?: MessageKey) =>
  new HttpError(400, message, code, {}, messageKey);
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

/**
 * The message for a framework error (body parser, router, plugins), which may quote the request (a path, a
 * content type): only a fixed message per status leaves the server.
 */
export function messageForStatus(status: number): string {
  switch (status) {
    case 401:
      return 'Authentication required';
    case 404:
      return 'Not found';
    case 413:
      return 'Payload too large';
    case 414:
      return 'The address is too long';
    case 415:
      return 'Unsupported media type';
    case 429:
      return 'Too many requests, please wait.';
    default:
      return 'Invalid request';
  }
}
