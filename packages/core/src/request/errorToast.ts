/** Request-layer toasts by status (docs/product/README.md). Nothing is shown while the page is hidden. */

export const SESSION_ID_FORMAT_ERRORS = [
  'Invalid user ID format',
  'Invalid authenticated user ID format',
  'Invalid user ID format in request',
] as const;

export const requestToastMessages = {
  network: 'Network error. Please try again.',
  offlineQueued: 'Offline — request queued.',
  badRequest: 'Bad request: {message}',
  forbidden: 'Forbidden: {message}',
  notFound: 'Not found: {message}',
  rateLimited: 'Please wait before posting again',
  server: 'Server error ({status})',
  sessionIdFix: 'Session ID format error detected. Apply emergency fix?',
} as const;

export type RequestFeedback =
  | { kind: 'toast'; message: string }
  /** Ask the member to confirm the session fix (then the session is cleared). */
  | { kind: 'confirmSessionFix'; message: string }
  | null;

export interface RequestFailure {
  /** HTTP status; undefined or 0 when no response arrived. */
  status?: number | undefined;
  /** The server's `error` (or `message`) text. */
  message?: string | undefined;
  online: boolean;
  pageHidden: boolean;
}

export function requestErrorFeedback(failure: RequestFailure): RequestFeedback {
  if (failure.pageHidden) return null;
  const message = failure.message ?? '';
  const status = failure.status ?? 0;
  const toast = (text: string): RequestFeedback => ({ kind: 'toast', message: text });
  if (status === 0) return toast(failure.online ? requestToastMessages.network : requestToastMessages.offlineQueued);
  if (status === 400) {
    if ((SESSION_ID_FORMAT_ERRORS as readonly string[]).includes(message)) {
      return { kind: 'confirmSessionFix', message: requestToastMessages.sessionIdFix };
    }
    return toast(requestToastMessages.badRequest.replace('{message}', message));
  }
  if (status === 401) return null; // refresh and retry
  if (status === 403) return toast(requestToastMessages.forbidden.replace('{message}', message));
  if (status === 404) return toast(requestToastMessages.notFound.replace('{message}', message));
  if (status === 429) {
    if (/stor(y|ies)/i.test(message)) return null;
    return toast(message || requestToastMessages.rateLimited);
  }
  if (status >= 500) return toast(requestToastMessages.server.replace('{status}', String(status)));
  return null;
}
