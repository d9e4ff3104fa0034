import { atom } from 'jotai';
import type { User } from '@kindred/core';
import { http as appHttp, tokenAtom, type Http } from '../../lib/http';

/** The access token (kept by core's token manager in session storage, and local storage with remember-me). */
export { tokenAtom };
export const isAuthenticatedAtom = atom((get) => Boolean(get(tokenAtom)));
/** The signed-in member (GET /api/auth/me, or the login/registration reply); null for a visitor or until loaded. */
export const currentMemberAtom = atom<User | null>(null);

/**
 * The session check (docs/product/accounts.md "Auth state"): idle until it starts, checking while GET /api/auth/me runs (at most
 * 8 s), then done — with the failure message when the server refused the session.
 */
export interface AuthCheck {
  status: 'idle' | 'checking' | 'done';
  error: string | null;
}
export const authCheckAtom = atom<AuthCheck>({ status: 'idle', error: null });

/** The HTTP client the session talks through (tests put one with a fake fetch here). */
export const httpAtom = atom<Http>(appHttp);

/**
 * Open while the 'Session ID format error detected. Apply emergency fix?' prompt is on screen (docs/product/accounts.md: a 400
 * whose error is one of the invalid user ID messages). The request layer opens it; the shell shows the dialog.
 */
export const sessionFixPromptAtom = atom(false);
