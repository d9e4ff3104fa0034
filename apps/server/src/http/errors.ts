/** A failure with the spec's human message and a machine code; rendered as `{ success: false, error, code }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, message, code);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHENTICATED') =>
  new HttpError(401, message, code);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, message, code);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);
