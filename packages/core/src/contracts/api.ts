/** API reply envelopes (decisions: API conventions). */

export interface ApiSuccess<T> {
  success: true;
  data: T;
}
export interface ApiFailure {
  success: false;
  /** The human message from the spec (English). */
  error: string;
  code: ErrorCode;
  /**
   * The message's key in the translation catalogues (`validation:<key>` or `core:<dotted.key>`), so the client
   * can show it in the member's language; absent when the text is in no catalogue.
   */
  messageKey?: string;
  /** Values of the message's placeholders (e.g. `{seconds}`), when it has any. */
  messageParams?: Record<string, string>;
  /** On a rate limit's refusal (429): whole seconds until a retry can succeed, as HTTP's `Retry-After` says. */
  retryAfter?: number;
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

/**
 * Failure messages of the API that are not field rules (`validationMessages`) and not held elsewhere in core;
 * ours where the spec is silent. Served as `core:errors.<key>`; `messageKeyOf` finds the key of any reply.
 */
export const apiErrorMessages = {
  authRequired: 'Authentication required',
  sessionExpired: 'Session expired. Please log in again.',
  loginFailed: 'Invalid email or password',
  loginThrottled: 'Too many login attempts. Please wait {seconds} seconds.',
  notFound: 'Not found',
  userNotFound: 'User not found',
  requestNotFound: 'Request not found',
  noAccessRequest: 'No photo access request from this member',
  accessRequestNotPending: 'This photo access request is no longer pending.',
  accessChangedConcurrently: 'Photo access changed at the same time. Please try again.',
  historyCursorConflict: 'Use either since or before',
  accessDeclined: 'Your request was declined. You can ask again after 7 days.',
  premiumRequired: 'This feature requires a premium account',
  emailNotVerified: 'Please verify your email address to use this feature.',
  alreadyPremium: 'Your account already includes premium features',
  alreadySubscribed: 'You already have an active subscription',
  noSubscription: 'No active subscription to cancel',
  emailTaken: 'An account with this email already exists',
  alreadyVerified: 'Your email address is already verified.',
  verificationFailed: 'Verification failed. The link is invalid or has expired.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  incorrectPassword: 'Incorrect password',
  likeSelf: 'You cannot like yourself',
  blockSelf: 'You cannot block yourself',
  reportSelf: 'You cannot report yourself',
  ownPhotos: 'You cannot request access to your own photos',
  profilePhotoAlwaysPublic: 'Your profile photo is always public. Set another profile photo first.',
  onePhotoAtATime: 'Upload one photo at a time',
  invalidUpload: 'Invalid upload',
  invalidPhotoId: 'Invalid photo ID',
  invalidRequestId: 'Invalid request ID',
  invalidRequest: 'Invalid request',
  invalidCursor: 'Invalid cursor',
  invalidPath: 'Invalid path',
  unknownInterest: 'Unknown interest',
  payloadTooLarge: 'Payload too large',
  unsupportedMediaType: 'Unsupported media type',
  urlTooLong: 'The address is too long',
  headersTooLarge: 'The request is too large',
  badUrl: 'The address is not valid',
  internal: 'Something went wrong. Please try again later.',
} as const;

export function ok<T>(data: T): ApiSuccess<T>;
export function ok<T, Extra extends object>(data: T, extra: Extra): ApiSuccess<T> & Extra;
export function ok<T>(data: T, extra: object = {}): ApiSuccess<T> {
  return { ...extra, success: true, data };
}

/** A success reply the spec's clients read flat, without `data` (e.g. `{ success: true, updated, unreadCount }`). */
export function okFields<Fields extends object>(fields: Fields): { success: true } & Fields {
  return { ...fields, success: true };
}
