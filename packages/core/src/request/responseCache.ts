/**
 * Response cache (docs/product/README.md): 100 entries; default life 60 s; 120 s for single-user GETs; 10 s for message
 * paths; only successful responses; oldest evicted first; a write to a path clears cached responses for that path.
 */
import type { Clock } from '../time/clock';

export const CACHE_MAX_ENTRIES = 100;
export const CACHE_DEFAULT_TTL_MS = 60_000;
export const CACHE_SINGLE_USER_TTL_MS = 120_000;
export const CACHE_MESSAGES_TTL_MS = 10_000;
export const NO_CACHE_PARAM = '_t';

const pathOf = (url: string) => url.split(/[?#]/, 1)[0] as string;
const SINGLE_USER = /\/users\/[0-9a-f]{24}$/i;

/** Life of a cached GET by path. */
export function cacheTtl(url: string): number {
  const path = pathOf(url);
  if (/\/messages(\/|$)/.test(path)) return CACHE_MESSAGES_TTL_MS;
  if (SINGLE_USER.test(path)) return CACHE_SINGLE_USER_TTL_MS;
  return CACHE_DEFAULT_TTL_MS;
}

/** A GET marked no-cache gets a timestamp query parameter. */
export function withNoCacheParam(url: string, nowMs: number): string {
  const [beforeHash, hash] = url.split('#', 2) as [string, string | undefined];
  const sep = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${sep}${NO_CACHE_PARAM}=${nowMs}${hash === undefined ? '' : `#${hash}`}`;
}

export interface ResponseCache<T = unknown> {
  get(url: string): T | undefined;
  /** Stores only successful (2xx) responses. Returns whether it stored. */
  set(url: string, status: number, data: T): boolean;
  /** Clears cached responses for a written path (and the paths under it). */
  invalidate(path: string): number;
  clear(): void;
  readonly size: number;
}

export function createResponseCache<T = unknown>(clock: Clock, maxEntries = CACHE_MAX_ENTRIES): ResponseCache<T> {
  const entries = new Map<string, { data: T; expiresAt: number }>();
  return {
    get(url) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      if (clock.now() >= entry.expiresAt) {
        entries.delete(url);
        return undefined;
      }
      return entry.data;
    },
    set(url, status, data) {
      const failed = typeof data === 'object' && data !== null && (data as { success?: unknown }).success === false;
      if (status < 200 || status >= 300 || failed) return false;
      entries.delete(url);
      entries.set(url, { data, expiresAt: clock.now() + cacheTtl(url) });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return true;
    },
    invalidate(path) {
      const target = pathOf(path).replace(/\/+$/, '');
      let removed = 0;
      for (const url of [...entries.keys()]) {
        const p = pathOf(url);
        if (p === target || p.startsWith(`${target}/`)) {
          entries.delete(url);
          removed += 1;
        }
      }
      return removed;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
