import {
  authCheckWithTimeout,
  routeMessages,
  type authEndpoints,
  type EndpointReply,
  type Scheduler,
} from '@kindred/core';
import { atom } from 'jotai';
import { earlyOr } from '../../lib/early';
import { store } from '../../lib/store';
import { authCheckAtom, currentMemberAtom, httpAtom, sessionFixPromptAtom, tokenAtom } from './atoms';

/**
 * What login and registration answer (POST /api/auth/login, /api/auth/register; the contract's reply), as far as
 * a session needs it; the refresh token is a cookie.
 */
export type SignInReply = Pick<EndpointReply<typeof authEndpoints.login>, 'token' | 'user'>;

const browserScheduler: Scheduler = {
  setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * While a page has unsaved changes it may hold a sign-out (docs/product/accounts.md: "You have unsaved changes. Are you sure you
 * want to log out?"): the page sets this; the avatar menu's sign-out asks it first and stops when it answers true.
 */
export const signOutGuardAtom = atom<((leave: () => void) => boolean) | null>(null);

export const signInAtom = atom(null, (get, set, reply: SignInReply, options: { remember: boolean }) => {
  get(httpAtom).startSession(reply.token, options.remember);
  set(currentMemberAtom, reply.user);
  set(authCheckAtom, { status: 'done', error: null });
});

export const signOutAtom = atom(null, async (get, set) => {
  const http = get(httpAtom);
  const token = get(tokenAtom);
  http.endSession('signedOut');
  set(currentMemberAtom, null);
  set(authCheckAtom, { status: 'done', error: null });
  try {
    if (token)
      await http.api('/auth/logout', {
        method: 'POST',
        auth: false,
        toast: false,
        credentials: 'include',
        headers: { Authorization: `Bearer ${token}` },
      });
  } catch {
    // Signing out locally never waits on the network.
  }
});

/**
 * The emergency fix of the session ID prompt (docs/product/accounts.md): the stored session goes — the token in both storages,
 * the cached responses, the member, the refresh cookie on the server, and the session in the other tabs — so the
 * member signs in again from a clean state. The caller then shows /login.
 */
export const applySessionFixAtom = atom(null, async (_get, set) => {
  set(sessionFixPromptAtom, false);
  await set(signOutAtom);
});

let running: Promise<void> | null = null;

/**
 * On load with a token: GET /api/auth/me into currentMemberAtom. A refused session (401 after the one refresh, or
 * 403) ends it and records the failure for the guard's panel; no answer within 8 s, or no network, keeps the
 * session (the member may be offline) and marks the check done (docs/product/accounts.md).
 */
export const checkSessionAtom = atom(null, (get, set, scheduler: Scheduler = browserScheduler): Promise<void> => {
  if (running) return running;
  const http = get(httpAtom);
  if (!get(tokenAtom)) {
    set(authCheckAtom, { status: 'done', error: null });
    return Promise.resolve();
  }
  set(authCheckAtom, { status: 'checking', error: null });
  let failure = '';
  // Already asked for by index.html's pre-paint script when the page loaded with a stored session (lib/early.ts).
  const check = earlyOr('/api/auth/me', () =>
    http.api<EndpointReply<typeof authEndpoints.me>>('/auth/me', { noCache: true, toast: false }),
  )
    .then((reply) => {
      const user = reply.data ?? reply.user;
      if (user) set(currentMemberAtom, user);
      return true;
    })
    .catch((error: { status?: number; data?: { message?: unknown } }) => {
      if (error.status !== 401 && error.status !== 403) return true;
      failure = typeof error.data?.message === 'string' ? error.data.message : routeMessages.authFailed;
      if (http.tokens.getToken() !== null) http.endSession('expired');
      set(currentMemberAtom, null);
      return false;
    });
  // The refresh may be refused (the session ends) before /auth/me answers; if the 8 s cap fires first on a slow
  // network, a session that has ended meanwhile is still a refusal, not a check that timed out.
  let ended = false;
  const stopWatching = http.onSessionEnd((reason) => {
    if (reason === 'expired') ended = true;
  });
  running = authCheckWithTimeout(check, scheduler)
    .then((outcome) => {
      const refused = outcome === 'unauthenticated' || (ended && get(tokenAtom) === null);
      set(authCheckAtom, { status: 'done', error: refused ? failure || routeMessages.authFailed : null });
    })
    .finally(() => {
      stopWatching();
      running = null;
    });
  return running;
});

/**
 * The one way into a session, for every screen that signs a member in: core's token manager keeps the token where
 * the spec keeps it (session storage, and local storage with remember-me) and schedules its refresh.
 */
export function signIn(reply: SignInReply, options: { remember: boolean }): void {
  store.set(signInAtom, reply, options);
}

/** Ends the session here, in the other tabs and on the server (the refresh cookie and the token's session). */
export function signOut(): Promise<void> {
  return store.set(signOutAtom);
}

/** Checks the stored session once (the shell calls it on load). */
export function checkSession(): Promise<void> {
  return store.set(checkSessionAtom);
}

// Whatever ended the session (refresh refused, another tab signed out), the member is gone from this tab too.
store.get(httpAtom).onSessionEnd(() => store.set(currentMemberAtom, null));
