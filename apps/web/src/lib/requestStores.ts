// The response cache and the offline queue of the HTTP client (docs/product/README.md), a chunk of their own: the client
// loads them on its first request, or at once when a session is stored, so they stay off the first paint of a
// visitor's page (decision 0043).
export { createOfflineQueue, createResponseCache, shouldQueue, withNoCacheParam } from '@kindred/core';
