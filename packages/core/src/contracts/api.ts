/** API reply envelopes (decisions: API conventions). */

export interface ApiSuccess<T> {
  success: true;
  data: T;
}
export interface ApiFailure {
  success: false;
  /** The human message from the spec. */
  error: string;
  code: ErrorCode;
}
/** A reply with extra top-level fields the client reads (e.g. likesRemaining, hasMore). */
export type ApiReply<T, Extra extends object = object> = (ApiSuccess<T> & Extra) | ApiFailure;

export const errorCodes = [
  'VALIDATION_ERROR',
  'INVALID_ID',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'PREMIUM_REQUIRED',
  'DAILY_LIKES_EXHAUSTED',
  'STORY_COOLDOWN',
  'EMAIL_NOT_VERIFIED',
  'BLOCKED',
  'NOT_FOUND',
  'CONFLICT',
  'ALREADY_EXISTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The HTTP status for each code (decisions: 400/401/403/404/409/413/415/429). */
export const errorStatus: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_ERROR: 400,
  INVALID_ID: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  DAILY_LIKES_EXHAUSTED: 403,
  STORY_COOLDOWN: 403,
  EMAIL_NOT_VERIFIED: 403,
  BLOCKED: 404,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export function ok<T>(data: T): ApiSuccess<T>;
export function ok<T, Extra extends object>(data: T, extra: Extra): ApiSuccess<T> & Extra;
export function ok<T>(data: T, extra: object = {}): ApiSuccess<T> {
  return { ...extra, success: true, data };
}

export function fail(error: string, code: ErrorCode): ApiFailure {
  return { success: false, error, code };
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { success?: unknown }).success === false &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

/** Paged list replies (spec 001 §7 GET /users). */
export interface PageExtra {
  hasMore: boolean;
  pagination?: { page: number; limit: number; hasNext: boolean; totalPages?: number };
  totalCount?: number;
  nextCursor?: string | null;
}
