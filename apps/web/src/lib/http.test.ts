import {
  endpoint,
  fail,
  manualTime,
  memoryStorage,
  NO_CACHE_PARAM,
  OFFLINE_QUEUE_KEY,
  subscriptionEndpoints,
  type ApiFailure,
  type RouteContract,
  type SubscriptionStatus,
} from '@kindred/core';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import {
  createHttp,
  QueuedOfflineError,
  tokenAtom,
  type RequestNotice,
  type TabChannel,
  type TabMessage,
} from './http';
import { createCall } from './call';
import { json, refusalReply } from './serverReplies.testing';

const USER = '0123456789abcdef01234567';
const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A JWT-shaped token that expires `inMs` after `now`. */
const jwt = (label: string, now: number, inMs = 15 * 60_000) =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: USER, exp: Math.floor((now + inMs) / 1000), label })}.sig`;

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
/** The access layer's answer to a missing or expired token. */
const expired = () => refusalReply(401, 'Authentication required', 'UNAUTHENTICATED');
/** The error handler's answer to anything unexpected. */
const serverFault = () => refusalReply(500, 'Something went wrong. Please try again later.', 'INTERNAL_ERROR');

/** The fetch seam: records every call, answers from the handler. */
function fakeFetch(handler: Handler) {
  const calls: { url: string; method: string; auth: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init.headers);
    calls.push({ url, method: (init.method ?? 'GET').toUpperCase(), auth: headers.get('authorization') });
    return handler(url, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** Two tabs' BroadcastChannels: a message posted in one reaches the others (not itself), like the real one. */
function channelHub() {
  const members: ((event: { data: unknown }) => void)[][] = [];
  return () => {
    const mine: ((event: { data: unknown }) => void)[] = [];
    members.push(mine);
    const channel: TabChannel = {
      postMessage: (data: TabMessage) => {
        for (const other of members) if (other !== mine) for (const l of other) l({ data });
      },
      addEventListener: (_type, listener) => void mine.push(listener),
    };
    return channel;
  };
}

/** navigator.locks with one exclusive lock per name. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const before = tails.get(name) ?? Promise.resolve();
      const run = before.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

function setup(handler: Handler, extra: Partial<Parameters<typeof createHttp>[0]> = {}) {
  const time = manualTime(Date.UTC(2026, 10, 24, 6, 0, 0));
  const store = createStore();
  const seam = fakeFetch(handler);
  const notices: RequestNotice[] = [];
  const http = createHttp({
    store,
    fetch: seam.fetch,
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    clock: time,
    scheduler: time,
    baseURL: 'http://kindred.test/api',
    notify: (n) => notices.push(n),
    ...extra,
  });
  return { http, store, time, calls: seam.calls, notices };
}

describe('HTTP client: token refresh (docs/product/accounts.md "Session token")', () => {
  it('a 401 refreshes once through the cookie, then retries the request with the new token', async () => {
    const now = Date.UTC(2026, 10, 24, 6, 0, 0);
    const oldToken = jwt('old', now);
    const newToken = jwt('new', now);
    const { http, store, calls } = setup((url, init) => {
      const auth = new Headers(init.headers).get('authorization');
      if (url.endsWith('/auth/refresh-token')) return json(200, { success: true, token: newToken });
      return auth === `Bearer ${newToken}` ? json(200, { success: true, data: 'ok' }) : expired();
    });
    http.startSession(oldToken, false);
    await expect(http.api('/users/me')).resolves.toEqual({ success: true, data: 'ok' });
    expect(calls.map((c) => [c.method, new URL(c.url).pathname, c.auth?.slice(-10) ?? null])).toEqual([
      ['GET', '/api/users/me', oldToken.slice(-10)],
      ['POST', '/api/auth/refresh-token', null],
      ['GET', '/api/users/me', newToken.slice(-10)],
    ]);
    expect(store.get(tokenAtom)).toBe(newToken);
  });

  it('concurrent 401s share one refresh, and every request is retried', async () => {
    const now = Date.UTC(2026, 10, 24, 6, 0, 0);
    const fresh = jwt('fresh', now);
    const { http, calls } = setup(async (url, init) => {
      if (url.endsWith('/auth/refresh-token')) {
        await new Promise((r) => setTimeout(r, 5));
        return json(200, { success: true, token: fresh });
      }
      const ok = new Headers(init.headers).get('authorization') === `Bearer ${fresh}`;
      return ok ? json(200, { url }) : expired();
    });
    http.startSession(jwt('stale', now), true);
    const replies = await Promise.all(['/a', '/b', '/c'].map((u) => http.api(u, { method: 'POST' })));
    expect(replies).toHaveLength(3);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh-token'))).toHaveLength(1);
    expect(calls.filter((c) => c.auth === `Bearer ${fresh}`)).toHaveLength(3);
  });

  it('two tabs hitting 401 together refresh once: the waiting tab takes the token the other one broadcast', async () => {
    const now = Date.UTC(2026, 10, 24, 6, 0, 0);
    const fresh = jwt('fresh', now);
    const hub = channelHub();
    const locks = fakeLocks();
    const shared = memoryStorage();
    let refreshes = 0;
    const handler: Handler = async (url, init) => {
      if (url.endsWith('/auth/refresh-token')) {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 5));
        return json(200, { success: true, token: fresh });
      }
      return new Headers(init.headers).get('authorization') === `Bearer ${fresh}` ? json(200, {}) : expired();
    };
    const tabA = setup(handler, { channel: hub(), locks, localStorage: shared });
    const tabB = setup(handler, { channel: hub(), locks, localStorage: shared });
    const stale = jwt('stale', now);
    tabA.http.startSession(stale, true);
    tabB.http.startSession(stale, true);
    await Promise.all([tabA.http.api('/x'), tabB.http.api('/y')]);
    expect(refreshes).toBe(1);
    expect(tabB.store.get(tokenAtom)).toBe(fresh);
  });

  it('an expired token is refreshed before the request is sent', async () => {
    const now = Date.UTC(2026, 10, 24, 6, 0, 0);
    const fresh = jwt('fresh', now);
    const { http, calls } = setup((url) =>
      url.endsWith('/auth/refresh-token') ? json(200, { token: fresh }) : json(200, {}),
    );
    http.startSession(jwt('expiring', now, 20_000), false); // inside the 30 s margin
    await http.api('/x');
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/auth/refresh-token', '/api/x']);
    expect(calls[1]!.auth).toBe(`Bearer ${fresh}`);
  });

  it('a refused refresh ends the session (here and in the other tabs) and the 401 reaches the caller', async () => {
    const now = Date.UTC(2026, 10, 24, 6, 0, 0);
    const hub = channelHub();
    const handler: Handler = (url) =>
      url.endsWith('/auth/refresh-token')
        ? refusalReply(401, 'Session expired. Please log in again.', 'UNAUTHENTICATED')
        : expired();
    const tab = setup(handler, { channel: hub() });
    const other = setup(handler, { channel: hub() });
    const ended: string[] = [];
    tab.http.onSessionEnd((reason) => ended.push(`tab:${reason}`));
    other.http.onSessionEnd((reason) => ended.push(`other:${reason}`));
    tab.http.startSession(jwt('t', now), false);
    other.http.startSession(jwt('t', now), false);
    await expect(tab.http.api('/x')).rejects.toMatchObject({ status: 401 });
    expect(ended.sort()).toEqual(['other:otherTab', 'tab:expired']);
    expect(tab.store.get(tokenAtom)).toBeNull();
    expect(other.store.get(tokenAtom)).toBeNull();
    expect(tab.http.tokens.getToken()).toBeNull();
    expect(tab.notices).toEqual([]); // 401: no toast
  });

  it('a visitor request carries no token and never tries to refresh', async () => {
    const { http, calls } = setup(() => refusalReply(401, 'Invalid email or password', 'UNAUTHENTICATED'));
    await expect(http.api('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.auth).toBeNull();
  });
});

describe('HTTP client: cache, offline queue and notices (docs/product/README.md)', () => {
  it('caches successful GETs; a write clears them; no-cache adds the timestamp parameter', async () => {
    let n = 0;
    const { http, calls, time } = setup(() => json(200, { n: (n += 1) }));
    expect(await http.api('/stories')).toEqual({ n: 1 });
    expect(await http.api('/stories')).toEqual({ n: 1 });
    time.advance(60_000);
    expect(await http.api('/stories')).toEqual({ n: 2 });
    await http.api('/stories', { method: 'POST', body: { content: 'hi' } });
    expect(await http.api('/stories')).toEqual({ n: 4 });
    await http.api('/notifications', { noCache: true });
    expect(calls.at(-1)!.url).toMatch(/\/api\/notifications\?_t=\d+$/);
  });

  it('offline writes are queued in local storage and replayed in order when back online', async () => {
    let online = false;
    const localStorage = memoryStorage();
    const { http, calls, notices } = setup(() => json(200, { success: true }), {
      isOnline: () => online,
      localStorage,
    });
    await expect(http.api('/likes/a', { method: 'POST', body: { x: 1 } })).rejects.toBeInstanceOf(QueuedOfflineError);
    await expect(http.api('/likes/b', { method: 'DELETE' })).rejects.toBeInstanceOf(QueuedOfflineError);
    expect(calls).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(OFFLINE_QUEUE_KEY)!)).toHaveLength(2);
    expect(notices.map((n) => n.key)).toEqual(['offlineQueued', 'offlineQueued']);
    online = true;
    await http.replayQueue();
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/likes/a',
      'DELETE /api/likes/b',
    ]);
    expect(http.queueLength).toBe(0);
    expect(localStorage.getItem(OFFLINE_QUEUE_KEY)).toBeNull();
  });

  it('a queued request that keeps failing is dropped after its third try', async () => {
    let online = false;
    const { http } = setup(() => serverFault(), { isOnline: () => online });
    await http.api('/x', { method: 'POST' }).catch(() => undefined);
    online = true;
    await http.replayQueue();
    await http.replayQueue();
    expect(http.queueLength).toBe(1);
    await http.replayQueue();
    expect(http.queueLength).toBe(0);
  });

  it.each<[number, ApiFailure, RequestNotice['key']]>([
    [400, fail('Nickname is required', 'VALIDATION_ERROR'), 'badRequest'],
    [403, fail('Messaging requires a premium account', 'PREMIUM_REQUIRED'), 'forbidden'],
    [404, fail('User not found', 'NOT_FOUND'), 'notFound'],
    [429, fail('Too many requests, please wait.', 'RATE_LIMITED'), 'rateLimited'],
    [
      503,
      fail('The service is temporarily unavailable. Please try again in a moment.', 'SERVICE_UNAVAILABLE'),
      'server',
    ],
  ])('status %i gives the %s notice with the server message', async (status, body, key) => {
    const { http, notices } = setup(() => json(status, body));
    await expect(http.api('/x')).rejects.toMatchObject({ status, data: body });
    expect(notices).toEqual([
      { key, status, message: body.error, messageKey: body.messageKey, messageParams: body.messageParams },
    ]);
  });

  it('a 502 from in front of the server (no envelope) gives the server notice without a message', async () => {
    const { http, notices } = setup(() => new Response('Bad Gateway', { status: 502 }));
    await expect(http.api('/x')).rejects.toMatchObject({ status: 502 });
    expect(notices).toEqual([
      { key: 'server', status: 502, message: undefined, messageKey: undefined, messageParams: undefined },
    ]);
  });

  it('no notice while the page is hidden, for a story rate limit, or when the caller handles it', async () => {
    const hidden = setup(() => serverFault(), { isHidden: () => true });
    await hidden.http.api('/x').catch(() => undefined);
    const story = setup(() => refusalReply(429, 'Please wait 5 seconds before posting another story', 'RATE_LIMITED'));
    await story.http.api('/stories', { method: 'POST' }).catch(() => undefined);
    const quiet = setup(() => refusalReply(400, 'Nickname is required', 'VALIDATION_ERROR'));
    await quiet.http.api('/x', { toast: false }).catch(() => undefined);
    expect([...hidden.notices, ...story.notices, ...quiet.notices]).toEqual([]);
  });

  it('no response while online is a network error', async () => {
    const { http, notices } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.api('/x')).rejects.toBeTruthy();
    expect(notices.map((n) => n.key)).toEqual(['network']);
  });
});

describe('HTTP client: calls of the HTTP contract (decision 0127)', () => {
  const status = { accountTier: 'PAID', isPaid: true, plan: 'monthly' } as SubscriptionStatus;

  it("sends the endpoint's method, path and body, and resolves with its reply", async () => {
    const { http, calls } = setup((url, init) =>
      json(200, {
        success: true,
        data: status,
        ...(init.body ? { message: 'ok', sent: JSON.parse(String(init.body)) } : {}),
      }),
    );
    const up = await createCall(http.api)(
      subscriptionEndpoints.upgrade,
      { body: { plan: 'monthly' } },
      { toast: false },
    );
    expect(up).toMatchObject({ success: true, data: status, message: 'ok', sent: { plan: 'monthly' } });
    const read = await createCall(http.api)(subscriptionEndpoints.status, {}, { noCache: true });
    expect(read.data.plan).toBe('monthly');
    await createCall(http.api)(subscriptionEndpoints.cancel, {});
    expect(calls.map((c) => [c.method, new URL(c.url).pathname])).toEqual([
      ['POST', '/api/subscription/upgrade'],
      ['GET', '/api/subscription/status'],
      ['POST', '/api/subscription/cancel'],
    ]);
    // The read without the cache carries the spec's timestamp parameter, as `api` adds it.
    expect([...new URL(calls[1]!.url).searchParams.keys()]).toEqual([NO_CACHE_PARAM]);
  });

  it('fills path parameters and sends the query', async () => {
    type Thing = RouteContract<'GET', '/api/things/:id'>;
    const { http, calls } = setup(() => json(200, { success: true, data: 1 }));
    await createCall(http.api)(endpoint<Thing>('GET', '/api/things/:id'), {
      params: { id: 'a/b' },
      query: { page: 2 },
    } as never);
    expect(new URL(calls[0]!.url).pathname).toBe('/api/things/a%2Fb');
    expect(new URL(calls[0]!.url).searchParams.get('page')).toBe('2');
  });

  it("rejects with the server's refusal as api does", async () => {
    const { http } = setup(() => refusalReply(409, 'You already have an active subscription', 'CONFLICT'));
    await expect(
      createCall(http.api)(subscriptionEndpoints.upgrade, { body: { plan: 'yearly' } }, { toast: false }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
