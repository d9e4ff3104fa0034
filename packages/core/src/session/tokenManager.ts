/**
 * Session token handling (docs/product/accounts.md "Session token"): decode, 30 s expiry margin, proactive refresh 5 min before
 * expiry (immediate under 1 min), 1 s refresh de-duplication, one retry after a 401, 8 s auth-check timeout.
 */
import { extractId } from '../identity/id';
import type { Clock, KeyValueStorage, Scheduler } from '../time/clock';
import { base64UrlDecodeText } from './base64url';

export const EXPIRY_MARGIN_MS = 30_000;
export const PROACTIVE_REFRESH_MS = 5 * 60_000;
export const IMMEDIATE_REFRESH_BELOW_MS = 60_000;
export const REFRESH_DEDUPE_MS = 1_000;
export const AUTH_CHECK_TIMEOUT_MS = 8_000;
export const TOKEN_KEY = 'token';

export interface DecodedToken {
  payload: Record<string, unknown>;
  userId: string | null;
  /** Expiry in ms since the epoch, or null when the token has none. */
  expiresAt: number | null;
}

/** Decodes a JWT's payload; the user id is under _id, id, sub or a nested user object. Null when undecodable. */
export function decodeToken(token: string | null | undefined): DecodedToken | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const text = base64UrlDecodeText(parts[1]);
  if (text === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const p = payload as Record<string, unknown>;
  const userId = extractId(p._id) ?? extractId(p.id) ?? extractId(p.sub) ?? extractId(p.user);
  const expiresAt = typeof p.exp === 'number' ? p.exp * 1000 : null;
  return { payload: p, userId, expiresAt };
}

/** Invalid if missing or undecodable; counts as expired 30 s before its expiry time. */
export function isTokenExpired(token: string | null | undefined, nowMs: number): boolean {
  const decoded = decodeToken(token);
  if (!decoded) return true;
  return decoded.expiresAt !== null && decoded.expiresAt - EXPIRY_MARGIN_MS <= nowMs;
}

/** Delay until the proactive refresh: 5 min before expiry, or 0 when under 1 min remains. Null without expiry. */
export function refreshDelay(expiresAt: number | null, nowMs: number): number | null {
  if (expiresAt === null) return null;
  const remaining = expiresAt - nowMs;
  if (remaining < IMMEDIATE_REFRESH_BELOW_MS) return 0;
  return Math.max(0, remaining - PROACTIVE_REFRESH_MS);
}

export interface TokenManagerOptions {
  clock: Clock;
  scheduler: Scheduler;
  /** Session storage: always holds the token. */
  sessionStorage: KeyValueStorage;
  /** Persistent storage: holds it too when remember-me was chosen. */
  persistentStorage: KeyValueStorage;
  /** Calls POST /auth/refresh-token; resolves the new token, or null when refresh is refused. */
  refresh: (currentToken: string | null) => Promise<string | null>;
  /** Fired when the session ends (the authLogout event). */
  onLogout: () => void;
}

export interface TokenManager {
  getToken(): string | null;
  setToken(token: string, remember: boolean): void;
  clear(): void;
  /** De-duplicated refresh; resolves the new token or null (after logging out). */
  refresh(): Promise<string | null>;
  /** The current token, refreshed first when expired (the request is held until then). */
  getValidToken(): Promise<string | null>;
  /** Sends a request with the token; on 401 refreshes and retries once; logs out when refresh fails. */
  send<R extends { status: number }>(request: (token: string | null) => Promise<R>): Promise<R>;
}

export function createTokenManager(options: TokenManagerOptions): TokenManager {
  const { clock, scheduler, sessionStorage, persistentStorage } = options;
  let remember = persistentStorage.getItem(TOKEN_KEY) !== null;
  let timer: unknown = null;
  let inFlight: Promise<string | null> | null = null;
  let lastRefresh: { at: number; token: string | null } | null = null;

  const getToken = () => sessionStorage.getItem(TOKEN_KEY) ?? persistentStorage.getItem(TOKEN_KEY);

  const cancelTimer = () => {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
  };

  const schedule = (token: string) => {
    cancelTimer();
    const delay = refreshDelay(decodeToken(token)?.expiresAt ?? null, clock.now());
    if (delay === null) return;
    timer = scheduler.setTimeout(() => {
      timer = null;
      void manager.refresh();
    }, delay);
  };

  const manager: TokenManager = {
    getToken,
    setToken(token, rememberMe) {
      remember = rememberMe;
      sessionStorage.setItem(TOKEN_KEY, token);
      if (rememberMe) persistentStorage.setItem(TOKEN_KEY, token);
      else persistentStorage.removeItem(TOKEN_KEY);
      schedule(token);
    },
    clear() {
      cancelTimer();
      sessionStorage.removeItem(TOKEN_KEY);
      persistentStorage.removeItem(TOKEN_KEY);
    },
    refresh() {
      if (inFlight) return inFlight;
      if (lastRefresh && clock.now() - lastRefresh.at < REFRESH_DEDUPE_MS) return Promise.resolve(lastRefresh.token);
      inFlight = (async () => {
        let next: string | null;
        try {
          next = await options.refresh(getToken());
        } catch {
          next = null;
        }
        if (next && decodeToken(next)) {
          manager.setToken(next, remember);
        } else {
          next = null;
          manager.clear();
          options.onLogout();
        }
        lastRefresh = { at: clock.now(), token: next };
        inFlight = null;
        return next;
      })();
      return inFlight;
    },
    async getValidToken() {
      const token = getToken();
      if (token && !isTokenExpired(token, clock.now())) return token;
      return manager.refresh();
    },
    async send(request) {
      const first = await request(await manager.getValidToken());
      if (first.status !== 401) return first;
      const token = await manager.refresh();
      if (token === null) return first;
      return request(token);
    },
  };

  const initial = getToken();
  if (initial) schedule(initial);
  return manager;
}

export type AuthCheckOutcome = 'authenticated' | 'unauthenticated' | 'timeout';

/** The auth check is done when it finishes or after 8 s, whichever is first (docs/product/accounts.md). */
export function authCheckWithTimeout(
  check: Promise<boolean>,
  scheduler: Scheduler,
  timeoutMs = AUTH_CHECK_TIMEOUT_MS,
): Promise<AuthCheckOutcome> {
  return new Promise((resolve) => {
    const handle = scheduler.setTimeout(() => resolve('timeout'), timeoutMs);
    check.then(
      (ok) => {
        scheduler.clearTimeout(handle);
        resolve(ok ? 'authenticated' : 'unauthenticated');
      },
      () => {
        scheduler.clearTimeout(handle);
        resolve('unauthenticated');
      },
    );
  });
}

/** An invalid profile id ends the session (docs/product/accounts.md). */
export const INVALID_PROFILE_MESSAGE = 'Auth error: invalid profile, please log in again';
