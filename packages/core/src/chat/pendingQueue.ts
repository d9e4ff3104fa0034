/** Pending messages (docs/product/messaging.md): a message that could not be sent is dropped once older than 5 minutes. */
export const PENDING_MAX_AGE_MS = 5 * 60_000;
