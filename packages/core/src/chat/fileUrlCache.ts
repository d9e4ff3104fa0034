/**
 * Cache of file URLs by message id and by content hash, in two storage keys (spec 000 §3; spec 002 §7, §9): cleanup
 * runs 30 s after a change and caps each map at 300 entries; on receive, a map over 150 entries keeps the newest 75;
 * the last-uploaded marker expires after 60 s.
 */
import type { Clock, KeyValueStorage, Scheduler } from '../time/clock';

export const FILE_URL_CACHE_BY_ID_KEY = 'fileUrlCacheById';
export const FILE_URL_CACHE_BY_HASH_KEY = 'fileUrlCacheByHash';
export const FILE_URL_CACHE_CLEANUP_MS = 30_000;
export const FILE_URL_CACHE_MAX = 300;
export const FILE_URL_CACHE_RECEIVE_THRESHOLD = 150;
export const FILE_URL_CACHE_RECEIVE_KEEP = 75;
export const LAST_UPLOAD_MARKER_MS = 60_000;

type Entry = { url: string; at: number };
type Table = Record<string, Entry>;

/** A short, stable hash of text (djb2, base 36) for the by-content key. */
export function contentHash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

function read(storage: KeyValueStorage, key: string): Table {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Table) : {};
  } catch {
    return {};
  }
}

const keepNewest = (table: Table, n: number): Table =>
  Object.fromEntries(
    Object.entries(table)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, n),
  );

export function createFileUrlCache(options: { storage: KeyValueStorage; clock: Clock; scheduler: Scheduler }) {
  const { storage, clock, scheduler } = options;
  let byId = read(storage, FILE_URL_CACHE_BY_ID_KEY);
  let byHash = read(storage, FILE_URL_CACHE_BY_HASH_KEY);
  let cleanup: unknown = null;
  let lastUpload: { url: string; at: number } | null = null;

  const persist = () => {
    storage.setItem(FILE_URL_CACHE_BY_ID_KEY, JSON.stringify(byId));
    storage.setItem(FILE_URL_CACHE_BY_HASH_KEY, JSON.stringify(byHash));
  };
  const scheduleCleanup = () => {
    if (cleanup !== null) return;
    cleanup = scheduler.setTimeout(() => {
      cleanup = null;
      byId = keepNewest(byId, FILE_URL_CACHE_MAX);
      byHash = keepNewest(byHash, FILE_URL_CACHE_MAX);
      persist();
    }, FILE_URL_CACHE_CLEANUP_MS);
  };

  return {
    remember(messageId: string | null, content: string | null, url: string) {
      const at = clock.now();
      if (messageId) byId = { ...byId, [messageId]: { url, at } };
      if (content) byHash = { ...byHash, [contentHash(content)]: { url, at } };
      persist();
      scheduleCleanup();
    },
    byMessageId: (messageId: string) => byId[messageId]?.url ?? null,
    byContent: (content: string) => byHash[contentHash(content)]?.url ?? null,
    /** A message arrived: trim a map that grew past 150 to its newest 75. */
    received() {
      let changed = false;
      if (Object.keys(byId).length > FILE_URL_CACHE_RECEIVE_THRESHOLD) {
        byId = keepNewest(byId, FILE_URL_CACHE_RECEIVE_KEEP);
        changed = true;
      }
      if (Object.keys(byHash).length > FILE_URL_CACHE_RECEIVE_THRESHOLD) {
        byHash = keepNewest(byHash, FILE_URL_CACHE_RECEIVE_KEEP);
        changed = true;
      }
      if (changed) persist();
    },
    sizes: () => ({ byId: Object.keys(byId).length, byHash: Object.keys(byHash).length }),
    markUploaded(url: string) {
      lastUpload = { url, at: clock.now() };
    },
    /** The last uploaded file URL, for 60 s. */
    lastUploaded(): string | null {
      if (!lastUpload || clock.now() - lastUpload.at >= LAST_UPLOAD_MARKER_MS) return null;
      return lastUpload.url;
    },
  };
}
