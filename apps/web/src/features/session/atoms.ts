import { atom } from 'jotai';

/** The access token as the spec keeps it (session storage; also local storage with remember-me). */
function readToken(): string | null {
  try {
    return window.sessionStorage.getItem('token') ?? window.localStorage.getItem('token');
  } catch {
    return null;
  }
}

export const tokenAtom = atom<string | null>(readToken());
export const isAuthenticatedAtom = atom((get) => Boolean(get(tokenAtom)));
