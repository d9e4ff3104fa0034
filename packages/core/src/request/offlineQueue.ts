/**
 * Offline queue (docs/product/messaging.md "Connection status"): while offline, non-GET requests are queued in persistent storage;
 * when the connection returns they are replayed in order; each is tried at most 3 times, then dropped.
 */
import type { KeyValueStorage } from '../time/clock';

export const OFFLINE_QUEUE_KEY = 'offlineRequestQueue';
export const OFFLINE_MAX_TRIES = 3;

export interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  body?: unknown;
  queuedAt: number;
  tries: number;
}

export interface ReplayResult {
  sent: string[];
  dropped: string[];
  remaining: number;
}

export interface OfflineQueue {
  /** Queues a non-GET request; GETs are refused (returns false). */
  enqueue(request: { method: string; url: string; body?: unknown }, nowMs: number): boolean;
  list(): readonly QueuedRequest[];
  /** Replays in order; `send` resolves true when the server accepted the request. */
  replay(send: (request: QueuedRequest) => Promise<boolean>): Promise<ReplayResult>;
  clear(): void;
}

/** Offline, and not a GET → queue (GETs fail fast instead). */
export function shouldQueue(method: string, online: boolean): boolean {
  return !online && method.toUpperCase() !== 'GET';
}

function load(storage: KeyValueStorage, key: string): QueuedRequest[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (r): r is QueuedRequest =>
            typeof r === 'object' && r !== null && typeof r.url === 'string' && typeof r.method === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function createOfflineQueue(
  storage: KeyValueStorage,
  options: { key?: string; maxTries?: number } = {},
): OfflineQueue {
  const key = options.key ?? OFFLINE_QUEUE_KEY;
  const maxTries = options.maxTries ?? OFFLINE_MAX_TRIES;
  let queue = load(storage, key);
  // Continue numbering after the highest stored id, so ids stay unique across reloads.
  let seq = queue.reduce((max, r) => Math.max(max, Number(String(r.id).split('-').pop()) || 0), 0);
  let replaying: Promise<ReplayResult> | null = null;
  const persist = () => {
    if (queue.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(queue));
  };

  return {
    enqueue(request, nowMs) {
      const method = request.method.toUpperCase();
      if (method === 'GET') return false;
      seq += 1;
      queue.push({ id: `${nowMs}-${seq}`, method, url: request.url, body: request.body, queuedAt: nowMs, tries: 0 });
      persist();
      return true;
    },
    list: () => queue,
    replay(send) {
      if (replaying) return replaying;
      replaying = (async () => {
        const sent: string[] = [];
        const dropped: string[] = [];
        for (const request of [...queue]) {
          let ok: boolean;
          try {
            ok = await send(request);
          } catch {
            ok = false;
          }
          if (ok) {
            queue = queue.filter((r) => r.id !== request.id);
            sent.push(request.id);
          } else {
            const tries = request.tries + 1;
            if (tries >= maxTries) {
              queue = queue.filter((r) => r.id !== request.id);
              dropped.push(request.id);
            } else {
              queue = queue.map((r) => (r.id === request.id ? { ...r, tries } : r));
            }
          }
          persist();
        }
        replaying = null;
        return { sent, dropped, remaining: queue.length };
      })();
      return replaying;
    },
    clear() {
      queue = [];
      persist();
    },
  };
}
