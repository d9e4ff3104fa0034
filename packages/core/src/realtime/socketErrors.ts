/**
 * Messages of the socket layer's refusals (connect_error and `error`). A module of its own: the message catalogue,
 * in every page's bundle, imports it without the event schemas.
 */
export const socketErrorMessages = {
  missingToken: 'Missing auth token',
  invalidUserId: 'Invalid user ID',
  authFailed: 'Authentication failed',
  origin: 'Origin not allowed',
  unknownEvent: 'Unknown event',
  invalidPayload: 'Invalid payload',
  rateLimited: 'Too many requests, please wait.',
  server: 'Server error',
} as const;
