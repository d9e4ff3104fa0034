/** Pending messages (spec 000 §4, §9): a message that could not be sent is dropped once older than 5 minutes. */
export const PENDING_MAX_AGE_MS = 5 * 60_000;
