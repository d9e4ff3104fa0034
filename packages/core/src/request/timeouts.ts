/** Request timeouts (spec 000 §7, §9; spec 002 §9). */
export const REQUEST_TIMEOUT_MS = 15_000;
export const CHAT_LOADING_TIMEOUT_MS = 10_000;
