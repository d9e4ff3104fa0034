/** Request timeouts (docs/product/README.md; docs/product/README.md). */
export const REQUEST_TIMEOUT_MS = 15_000;
export const CHAT_LOADING_TIMEOUT_MS = 10_000;
