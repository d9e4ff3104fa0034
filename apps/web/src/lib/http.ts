import {
  createTokenManager,
  isTokenExpired,
  requestErrorFeedback,
  REQUEST_TIMEOUT_MS,
  type Clock,
  type KeyValueStorage,
  type OfflineQueue,
  type QueuedRequest,
  type ResponseCache,
  type Scheduler,
  type TokenManager,
} from '@kindred/core';
import { atom, type createStore } from 'jotai';
import { createRequest, FetchError, type FetchOptions, type MappedResponseType, type ResponseType } from './request';
import { browserStorage } from './storage';
import { store as appStore } from './store';

type Store = ReturnType<typeof createStore>;

/**
 * The access token this tab uses (docs/product/README.md: session storage, and local storage too with remember-me). The token
 * manager owns the storage; this atom mirrors it for React (`features/session/atoms.ts` re-exports it).
 */
export const tokenAtom = atom<string | null>(null);

/** Why the session ended: refresh refused, signed out here, or signed out in another tab. */
export type SessionEndReason = 'expired' | 'signedOut' | 'otherTab';

/** What a failed request shows (docs/product/README.md); the app turns it into a translated toast. */
export interface RequestNotice {
  key:
    'network' | 'offlineQueued' | 'badRequest' | 'forbidden' | 'notFound' | 'rateLimited' | 'server' | 'sessionIdFix';
  status: number;
  /** The server's message (the envelope's `error`), when it sent one. */
  message?: string | undefined;
  messageKey?: string | undefined;
  messageParams?: Record<string, unknown> | undefined;
}

/** The slice of BroadcastChannel the client uses (a fake in tests). */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
export type TabMessage = { type: 'token'; token: string } | { type: 'logout' };

/** The slice of the Web Locks API the client uses. */
export interface TabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface ApiOptions<R extends ResponseType = 'json'> extends FetchOptions<R> {
  /** false: send no bearer token and never refresh (sign-in, registration, the refresh call itself). */
  auth?: boolean;
  /** GET only. true: bypass the response cache and add the spec's timestamp parameter (docs/product/README.md "no-cache"). */
  noCache?: boolean;
  /** false: the caller shows its own message; the request layer's toast is not shown. */
  toast?: boolean;
}

export interface Api {
  <T = unknown, R extends ResponseType = 'json'>(
    url: string,
    options?: ApiOptions<R>,
  ): Promise<MappedResponseType<R, T>>;
}

/** Thrown when a write was kept in the offline queue instead of being sent (it is replayed when back online). */
export class QueuedOfflineError extends Error {
  readonly queued = true;
  constructor(readonly request: QueuedRequest | undefined) {
    super('Offline — request queued.');
    this.name = 'QueuedOfflineError';
  }
}

export interface HttpDeps {
  store: Store;
  fetch?: typeof globalThis.fetch;
  sessionStorage: KeyValueStorage;
  localStorage: KeyValueStorage;
  clock?: Clock;
  scheduler?: Scheduler;
  /** Cross-tab channel (BroadcastChannel); null where the browser has none. */
  channel?: TabChannel | null;
  /** Web Locks; null where the browser has none (then each tab refreshes on its own; the server tolerates it). */
  locks?: TabLocks | null;
  isOnline?: () => boolean;
  isHidden?: () => boolean;
  notify?: (notice: RequestNotice) => void;
  baseURL?: string;
}

export interface Http {
  api: Api;
  tokens: TokenManager;
  /** Starts a session (login and registration replies). */
  startSession(token: string, remember: boolean): void;
  /** Ends the session here and tells the other tabs. */
  endSession(reason?: SessionEndReason): void;
  onSessionEnd(listener: (reason: SessionEndReason) => void): () => void;
  onNotice(listener: (notice: RequestNotice) => void): () => void;
  /** Replays the offline queue (runs on the `online` event). */
  replayQueue(): Promise<void>;
  readonly queueLength: number;
}

const REFRESH_LOCK = 'kindred.auth.refresh';
const noticeKeys: Record<number, RequestNotice['key']> = {
  400: 'badRequest',
  403: 'forbidden',
  404: 'notFound',
  429: 'rateLimited',
};

interface Envelope {
  error?: unknown;
  messageKey?: unknown;
  messageParams?: unknown;
  token?: unknown;
  data?: { token?: unknown };
}

function envelopeOf(data: unknown): Envelope {
  return typeof data === 'object' && data !== null ? (data as Envelope) : {};
}
/** A refusal's text: the envelope's `error` (decision 0010). */
function messageOf(data: unknown): string | undefined {
  const { error } = envelopeOf(data);
  return typeof error === 'string' ? error : undefined;
}

/**
 * The one HTTP client (docs/product/README.md): bearer token from core's token manager (refreshed 5 min before
 * expiry, before a request with an expired token, and once after a 401, then the request is retried), one refresh
 * at a time across tabs (Web Locks + BroadcastChannel), core's response cache for GETs and core's offline queue for
 * writes, and the request layer's notices by status.
 */
export function createHttp(deps: HttpDeps): Http {
  const { store } = deps;
  const clock: Clock = deps.clock ?? { now: () => Date.now() };
  const scheduler: Scheduler = deps.scheduler ?? {
    setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const isOnline = deps.isOnline ?? (() => true);
  const isHidden = deps.isHidden ?? (() => false);
  const channel = deps.channel ?? null;
  const locks = deps.locks ?? null;
  const endListeners = new Set<(reason: SessionEndReason) => void>();
  const noticeListeners = new Set<(notice: RequestNotice) => void>();
  // The response cache and the offline queue: their own chunk (./requestStores), loaded by the first request, or at
  // once when a session is stored (below). A failed load (offline before it ever loaded) is retried by the next call.
  type Stores = {
    cache: ResponseCache;
    queue: OfflineQueue;
    shouldQueue: (method: string, online: boolean) => boolean;
    withNoCacheParam: (url: string, nowMs: number) => string;
  };
  let stores: Stores | null = null;
  let loadingStores: Promise<Stores | null> | null = null;
  const loadStores = (): Promise<Stores | null> =>
    (loadingStores ??= import('./requestStores').then(
      (m) =>
        (stores ??= {
          cache: m.createResponseCache(clock),
          queue: m.createOfflineQueue(deps.localStorage),
          shouldQueue: m.shouldQueue,
          withNoCacheParam: m.withNoCacheParam,
        }),
      () => {
        loadingStores = null;
        return null;
      },
    ));
  const client = createRequest({ baseURL: deps.baseURL ?? '/api', timeout: REQUEST_TIMEOUT_MS, fetch: deps.fetch });

  const finishSession = (reason: SessionEndReason) => {
    stores?.cache.clear();
    store.set(tokenAtom, null);
    if (reason !== 'otherTab') channel?.postMessage({ type: 'logout' });
    for (const listener of endListeners) listener(reason);
  };

  /** The refresh call itself, one tab at a time; a tab that waited reuses the token another tab just got. */
  const refreshOnce = async (before: string | null): Promise<string | null> => {
    const run = async (): Promise<string | null> => {
      const current = tokens.getToken();
      if (current && current !== before && !isTokenExpired(current, clock.now())) return current;
      const reply = await client('/auth/refresh-token', { method: 'POST', credentials: 'include', body: {} });
      const body = envelopeOf(reply);
      const token = typeof body.token === 'string' ? body.token : body.data?.token;
      if (typeof token !== 'string') return null;
      store.set(tokenAtom, token);
      channel?.postMessage({ type: 'token', token });
      return token;
    };
    return locks ? locks.request(REFRESH_LOCK, run) : run();
  };

  const tokens = createTokenManager({
    clock,
    scheduler,
    sessionStorage: deps.sessionStorage,
    persistentStorage: deps.localStorage,
    refresh: refreshOnce,
    onLogout: () => finishSession('expired'),
  });
  store.set(tokenAtom, tokens.getToken());
  if (tokens.getToken() !== null) void loadStores();

  channel?.addEventListener('message', (event) => {
    const message = event.data as Partial<TabMessage> | null;
    if (message?.type === 'token' && typeof message.token === 'string') {
      tokens.setToken(message.token, deps.localStorage.getItem('token') !== null);
      store.set(tokenAtom, message.token);
    } else if (message?.type === 'logout' && tokens.getToken() !== null) {
      tokens.clear();
      finishSession('otherTab');
    }
  });

  const notify = (notice: RequestNotice) => {
    deps.notify?.(notice);
    for (const listener of noticeListeners) listener(notice);
  };

  const report = (status: number, data: unknown, quiet: boolean) => {
    if (quiet) return;
    const message = messageOf(data);
    const feedback = requestErrorFeedback({ status, message, online: isOnline(), pageHidden: isHidden() });
    if (!feedback) return;
    const body = envelopeOf(data);
    let key: RequestNotice['key'];
    if (feedback.kind === 'confirmSessionFix') key = 'sessionIdFix';
    else if (status === 0) key = isOnline() ? 'network' : 'offlineQueued';
    else key = status >= 500 ? 'server' : (noticeKeys[status] ?? 'server');
    notify({
      key,
      status,
      message,
      messageKey: typeof body.messageKey === 'string' ? body.messageKey : undefined,
      messageParams:
        typeof body.messageParams === 'object' && body.messageParams !== null
          ? (body.messageParams as Record<string, unknown>)
          : undefined,
    });
  };

  type Attempt = { status: number; data?: unknown; error?: unknown };

  async function send<R extends ResponseType>(url: string, options: ApiOptions<R>, withAuth: boolean) {
    const attempt = async (token: string | null): Promise<Attempt> => {
      const headers = new Headers(options.headers as HeadersInit | undefined);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      try {
        const data: unknown = await client(url, { ...options, headers });
        return { status: 200, data };
      } catch (error) {
        if (error instanceof FetchError && error.response) return { status: error.response.status, error };
        return { status: 0, error };
      }
    };
    return withAuth ? tokens.send(attempt) : attempt(null);
  }

  const api: Api = async <T, R extends ResponseType = 'json'>(url: string, options: ApiOptions<R> = {}) => {
    const { auth = true, noCache = false, toast = true, ...rest } = options;
    const useCache = !noCache;
    const method = (rest.method ?? 'GET').toUpperCase();
    const isGet = method === 'GET';
    const json = (rest.responseType ?? 'json') === 'json';
    const key = `${url}${rest.query ? `#${JSON.stringify(rest.query)}` : ''}`;
    const { cache, queue, shouldQueue, withNoCacheParam } = stores ?? (await loadStores()) ?? {};
    if (isGet && json && useCache) {
      const hit = cache?.get(key);
      if (hit !== undefined) return hit as MappedResponseType<R, T>;
    }
    if (queue && shouldQueue?.(method, isOnline())) {
      queue.enqueue({ method, url, body: rest.body }, clock.now());
      report(0, undefined, !toast);
      throw new QueuedOfflineError(queue.list().at(-1));
    }
    const target = isGet && !useCache && withNoCacheParam ? withNoCacheParam(url, clock.now()) : url;
    const withAuth = auth && tokens.getToken() !== null;
    const result = await send(target, { ...rest, method } as ApiOptions<R>, withAuth);
    if (result.error !== undefined) {
      const data = result.error instanceof FetchError ? result.error.data : undefined;
      report(result.status, data, !toast || result.status === 401);
      throw result.error;
    }
    if (isGet && json && useCache) cache?.set(key, 200, result.data);
    // A member's write clears the cached reads (decision 0040: all of them, so no screen reads its own stale write);
    // public writes (sign-in, page views) change nothing cached.
    if (!isGet && auth) cache?.clear();
    return result.data as MappedResponseType<R, T>;
  };

  return {
    api,
    tokens,
    startSession(token, remember) {
      stores?.cache.clear();
      void loadStores();
      tokens.setToken(token, remember);
      store.set(tokenAtom, token);
    },
    endSession(reason = 'signedOut') {
      tokens.clear();
      finishSession(reason);
    },
    onSessionEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    async replayQueue() {
      const queue = (await loadStores())?.queue;
      if (!queue || queue.list().length === 0) return;
      await queue.replay(async (request) => {
        const result = await send(
          request.url,
          { method: request.method as 'POST', body: request.body as Record<string, unknown> },
          tokens.getToken() !== null,
        );
        return result.error === undefined;
      });
      stores?.cache.clear();
    },
    get queueLength() {
      return stores?.queue.list().length ?? 0;
    },
  };
}

function browserChannel(): TabChannel | null {
  try {
    return typeof BroadcastChannel === 'function'
      ? (new BroadcastChannel('kindred.session') as unknown as TabChannel)
      : null;
  } catch {
    return null;
  }
}

function browserLocks(): TabLocks | null {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof locks.request !== 'function') return null;
  return { request: (name, callback) => locks.request(name, callback) };
}

/** The app's client, wired to the browser (storage, tabs, online state, page visibility). */
export const http: Http = createHttp({
  store: appStore,
  sessionStorage: browserStorage('sessionStorage'),
  localStorage: browserStorage('localStorage'),
  channel: browserChannel(),
  locks: browserLocks(),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void http.replayQueue());
}

/** The API client: base path /api, JSON, bearer token, 15 s timeout (docs/product/README.md). */
export const api: Api = http.api;
