/** Request timeouts (spec 000 §7, §9; spec 002 §9). */
export const REQUEST_TIMEOUT_MS = 15_000;
export const TEST_CONNECTION_TIMEOUT_MS = 5_000;
export const HEALTH_TIMEOUT_MS = 3_000;
export const ATTACHMENT_UPLOAD_TIMEOUT_MS = 60_000;
export const CHAT_LOADING_TIMEOUT_MS = 10_000;
export const PAGE_SEND_ACK_TIMEOUT_MS = 2_000;
