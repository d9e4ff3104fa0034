import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manualTime, memoryStorage } from '../time/clock';
import { requestErrorFeedback } from './errorToast';
import { createOfflineQueue, OFFLINE_QUEUE_KEY, shouldQueue, type QueuedRequest } from './offlineQueue';
import { cacheTtl, createResponseCache, withNoCacheParam } from './responseCache';

const ID = '0123456789abcdef01234567';

describe('response cache lifetimes (docs/product/README.md)', () => {
  it.each([
    ['/api/stories', 60_000],
    [`/api/users/${ID}`, 120_000],
    [`/api/users/${ID}?x=1`, 120_000],
    [`/api/users/${ID}/likes`, 60_000],
    ['/api/messages', 10_000],
    [`/api/messages/${ID}?page=2`, 10_000],
    ['/api/messagesx', 60_000],
  ])('%s → %i ms', (url, ttl) => {
    expect(cacheTtl(url)).toBe(ttl);
  });

  it('expires exactly at its life', () => {
    const time = manualTime();
    const cache = createResponseCache(time);
    cache.set('/api/stories', 200, [1]);
    time.advance(59_999);
    expect(cache.get('/api/stories')).toEqual([1]);
    time.advance(1);
    expect(cache.get('/api/stories')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it.each([
    [200, { success: true }, true],
    [204, null, true],
    [304, {}, false],
    [404, {}, false],
    [500, {}, false],
    [200, { success: false, error: 'x' }, false],
  ])('stores only successful responses: %i %j → %s', (status, data, stored) => {
    const cache = createResponseCache(manualTime());
    expect(cache.set('/a', status, data)).toBe(stored);
    expect(cache.get('/a') !== undefined).toBe(stored);
  });

  it('keeps 100 entries, evicting the oldest first', () => {
    const cache = createResponseCache(manualTime());
    for (let i = 0; i < 101; i += 1) cache.set(`/api/x/${i}`, 200, i);
    expect(cache.size).toBe(100);
    expect(cache.get('/api/x/0')).toBeUndefined();
    expect(cache.get('/api/x/1')).toBe(1);
    cache.set('/api/x/1', 200, 'again');
    cache.set('/api/x/101', 200, 101);
    expect(cache.get('/api/x/1')).toBe('again');
    expect(cache.get('/api/x/2')).toBeUndefined();
  });

  it('property: never more than 100 entries, and the most recent 100 distinct URLs are kept', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 150 }), { maxLength: 400 }), (keys) => {
        const cache = createResponseCache(manualTime());
        for (const k of keys) cache.set(`/api/k/${k}`, 200, k);
        expect(cache.size).toBeLessThanOrEqual(100);
        const recent: number[] = [];
        for (const k of [...keys].reverse()) if (!recent.includes(k) && recent.length < 100) recent.push(k);
        for (const k of recent) expect(cache.get(`/api/k/${k}`)).toBe(k);
        expect(cache.size).toBe(recent.length);
      }),
    );
  });

  it('a write to a path clears that path and the paths under it', () => {
    const cache = createResponseCache(manualTime());
    cache.set('/api/stories', 200, 1);
    cache.set('/api/stories?x=1', 200, 2);
    cache.set('/api/stories/abc/viewers', 200, 3);
    cache.set('/api/storiesx', 200, 4);
    expect(cache.invalidate('/api/stories/')).toBe(3);
    expect(cache.get('/api/storiesx')).toBe(4);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it.each([
    ['/api/notifications', '/api/notifications?_t=5'],
    ['/api/notifications?a=1', '/api/notifications?a=1&_t=5'],
    ['/api/x#frag', '/api/x?_t=5#frag'],
  ])('no-cache GET %s → %s', (url, expected) => {
    expect(withNoCacheParam(url, 5)).toBe(expected);
  });
});

describe('offline queue (docs/product/README.md: non-GET queued in persistent storage; 3 tries then dropped)', () => {
  it.each([
    ['GET', false, false],
    ['post', false, true],
    ['DELETE', false, true],
    ['POST', true, false],
  ])('%s online=%s → queue %s', (method, online, expected) => {
    expect(shouldQueue(method, online)).toBe(expected);
  });

  it('persists, survives a reload and replays in order', async () => {
    const storage = memoryStorage();
    const queue = createOfflineQueue(storage);
    expect(queue.enqueue({ method: 'GET', url: '/a' }, 1)).toBe(false);
    queue.enqueue({ method: 'post', url: '/a', body: { x: 1 } }, 1);
    queue.enqueue({ method: 'PUT', url: '/b' }, 2);
    const reloaded = createOfflineQueue(storage);
    expect(reloaded.list().map((r) => [r.method, r.url])).toEqual([
      ['POST', '/a'],
      ['PUT', '/b'],
    ]);
    const order: string[] = [];
    const result = await reloaded.replay(async (r) => (order.push(r.url), true));
    expect(order).toEqual(['/a', '/b']);
    expect(result.remaining).toBe(0);
    expect(storage.getItem(OFFLINE_QUEUE_KEY)).toBeNull();
  });

  it('ids stay unique after a reload that follows a partial replay', async () => {
    const storage = memoryStorage();
    const queue = createOfflineQueue(storage);
    queue.enqueue({ method: 'POST', url: '/a' }, 1);
    queue.enqueue({ method: 'POST', url: '/b' }, 1);
    await queue.replay(async (r) => r.url === '/a');
    const reloaded = createOfflineQueue(storage);
    reloaded.enqueue({ method: 'POST', url: '/c' }, 1);
    const ids = reloaded.list().map((r) => r.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('drops a request after its third failed try', async () => {
    const queue = createOfflineQueue(memoryStorage());
    queue.enqueue({ method: 'POST', url: '/a' }, 1);
    const fail = async () => false;
    expect((await queue.replay(fail)).dropped).toEqual([]);
    expect((await queue.replay(async () => Promise.reject(new Error('net')))).dropped).toEqual([]);
    expect(queue.list()[0]?.tries).toBe(2);
    const third = await queue.replay(fail);
    expect(third.dropped).toHaveLength(1);
    expect(third.remaining).toBe(0);
  });

  it('a replay already running is shared', async () => {
    const queue = createOfflineQueue(memoryStorage());
    queue.enqueue({ method: 'POST', url: '/a' }, 1);
    let calls = 0;
    const send = async () => (calls += 1) > 0;
    const [a, b] = await Promise.all([queue.replay(send), queue.replay(send)]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
  });

  it.each(['not json', '{"a":1}', '[1,{"url":3},{"url":"/x","method":"POST","id":"1","queuedAt":0,"tries":0}]'])(
    'reads corrupt storage safely: %s',
    (raw) => {
      const queue = createOfflineQueue(memoryStorage({ [OFFLINE_QUEUE_KEY]: raw }));
      expect(queue.list().every((r) => r.url === '/x')).toBe(true);
      queue.clear();
      expect(queue.list()).toEqual([]);
    },
  );

  it('property: every request is sent at most once, dropped only after 3 failed tries, storage mirrors memory', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('POST', 'PUT', 'DELETE', 'GET'), { maxLength: 8 }),
        fc.array(fc.array(fc.boolean(), { maxLength: 8 }), { maxLength: 5 }),
        async (methods, rounds) => {
          const storage = memoryStorage();
          const queue = createOfflineQueue(storage);
          methods.forEach((m, i) => queue.enqueue({ method: m, url: `/r/${i}` }, i));
          const queued = methods.filter((m) => m !== 'GET').length;
          expect(queue.list()).toHaveLength(queued);
          const sent = new Map<string, number>();
          const failures = new Map<string, number>();
          const dropped: string[] = [];
          for (const outcomes of rounds) {
            let k = 0;
            const result = await queue.replay(async (r: QueuedRequest) => {
              const ok = outcomes[k++] ?? false;
              if (ok) sent.set(r.id, (sent.get(r.id) ?? 0) + 1);
              else failures.set(r.id, (failures.get(r.id) ?? 0) + 1);
              return ok;
            });
            dropped.push(...result.dropped);
            const stored = JSON.parse(storage.getItem(OFFLINE_QUEUE_KEY) ?? '[]') as QueuedRequest[];
            expect(stored).toEqual(queue.list());
          }
          for (const count of sent.values()) expect(count).toBe(1);
          for (const id of dropped) expect(failures.get(id)).toBe(3);
          for (const r of queue.list()) expect(r.tries).toBeLessThan(3);
          expect(sent.size + dropped.length + queue.list().length).toBe(queued);
        },
      ),
    );
  });
});

describe('request error toasts (docs/product/README.md)', () => {
  const base = { online: true, pageHidden: false };
  it.each([
    [{}, 'Network error. Please try again.'],
    [{ online: false }, 'Offline — request queued.'],
    [{ status: 400, message: 'Nickname is required' }, 'Bad request: Nickname is required'],
    [{ status: 401, message: 'x' }, null],
    [
      { status: 403, message: 'Messaging requires a premium account' },
      'Forbidden: Messaging requires a premium account',
    ],
    [{ status: 404, message: 'User not found' }, 'Not found: User not found'],
    [{ status: 429, message: 'Too many requests, please wait.' }, 'Too many requests, please wait.'],
    [{ status: 429 }, 'Please wait before posting again'],
    [{ status: 429, message: 'Please wait 5 seconds before posting another story' }, null],
    [{ status: 429, message: 'Too many Stories' }, null],
    [{ status: 500 }, 'Server error (500)'],
    [{ status: 503 }, 'Server error (503)'],
    [{ status: 409, message: 'x' }, null],
    [{ status: 500, pageHidden: true }, null],
  ])('%j → %s', (failure, message) => {
    const feedback = requestErrorFeedback({ ...base, ...failure });
    expect(feedback?.kind === 'toast' ? feedback.message : feedback).toBe(message);
  });
  it.each(['Invalid user ID format', 'Invalid authenticated user ID format', 'Invalid user ID format in request'])(
    '400 %s asks for the session fix',
    (message) => {
      expect(requestErrorFeedback({ ...base, status: 400, message })).toEqual({
        kind: 'confirmSessionFix',
        message: 'Session ID format error detected. Apply emergency fix?',
      });
    },
  );
});
