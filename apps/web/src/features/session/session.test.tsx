import enCommon from '@kindred/core/locales/en/common.json';
import enCore from '@kindred/core/locales/en/core.json';
import enShell from '@kindred/core/locales/en/shell.json';
import { memoryStorage } from '@kindred/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleRequestNotice } from '../../app/provider';
import { RequireAuth } from '../../app/routes/RequireAuth';
import { createHttp } from '../../lib/http';
import { createI18n } from '../../lib/i18n';
import { authCheckAtom, currentMemberAtom, httpAtom, tokenAtom } from './atoms';
import { signInAtom, signOutAtom } from './session';
import SessionFixDialog from './SessionFixDialog';
import '../../lib/early';
import { json, refusalReply } from '../../lib/serverReplies.testing';

const i18n = createI18n('en', { resources: { en: { common: enCommon, core: enCore, shell: enShell } } });
const USER = { _id: '0123456789abcdef01234567', nickname: 'Noa' };
const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const jwt = (inMs = 15 * 60_000) =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: USER._id, exp: Math.floor((Date.now() + inMs) / 1000) })}.s`;

function LoginProbe() {
  const location = useLocation();
  return <p>login from {(location.state as { from?: string } | null)?.from}</p>;
}

/** A fresh store whose session talks to `handler` through the fetch seam. */
function setup(handler: (url: string) => Response | Promise<Response>, token: string | null) {
  const store = createStore();
  const fetch = vi.fn(async (input: RequestInfo | URL) => handler(String(input)));
  const http = createHttp({
    store,
    fetch: fetch as unknown as typeof globalThis.fetch,
    sessionStorage: memoryStorage(token ? { token } : {}),
    localStorage: memoryStorage(),
    baseURL: 'http://kindred.test/api',
  });
  store.set(httpAtom, http);
  const routes: RouteObject[] = [
    { element: <RequireAuth />, children: [{ path: '/settings', element: <p>settings page</p> }] },
    { path: '/login', element: <LoginProbe /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/settings?tab=privacy'] });
  const view = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </I18nextProvider>,
    );
  return { store, fetch, http, view };
}

describe('session guard (docs/product/accounts.md route guard, §4 auth state) with core guardRoute', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    window.__kindredEarly = undefined;
  });

  it('a visitor goes to /login keeping the requested path as "from"', async () => {
    const { view, fetch } = setup(() => json(200, {}), null);
    view();
    expect(await screen.findByText('login from /settings?tab=privacy')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a token: the loading indicator while GET /auth/me runs, then the page and the member', async () => {
    let answer: ((r: Response) => void) | undefined;
    const { view, store } = setup(
      (url) =>
        url.includes('/auth/me')
          ? new Promise<Response>((r) => (answer = r))
          : refusalReply(404, 'Not found', 'NOT_FOUND'),
      jwt(),
    );
    view();
    expect(await screen.findByText(enShell.loading.session)).toBeTruthy();
    await vi.waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer!(json(200, { success: true, data: USER })));
    expect(await screen.findByText('settings page')).toBeTruthy();
    expect(store.get(currentMemberAtom)).toEqual(USER);
  });

  it("with a token: the reply index.html already asked for is the check's answer (no second GET /auth/me)", async () => {
    window.__kindredEarly = { '/api/auth/me': Promise.resolve({ success: true, data: USER }) };
    const { view, store, fetch } = setup(() => refusalReply(404, 'Not found', 'NOT_FOUND'), jwt());
    view();
    expect(await screen.findByText('settings page')).toBeTruthy();
    expect(store.get(currentMemberAtom)).toEqual(USER);
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/auth/me'))).toEqual([]);
    expect(window.__kindredEarly['/api/auth/me']).toBeUndefined();
  });

  it('an early reply that was refused (null) is asked for again, through the client that refreshes once', async () => {
    window.__kindredEarly = { '/api/auth/me': Promise.resolve(null) };
    const { view, store, fetch } = setup(
      (url) => (url.includes('/auth/me') ? json(200, { success: true, data: USER }) : json(404, {})),
      jwt(),
    );
    view();
    expect(await screen.findByText('settings page')).toBeTruthy();
    expect(store.get(currentMemberAtom)).toEqual(USER);
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/auth/me'))).toHaveLength(1);
  });

  it('a refused session: the Authentication Error panel for 3 s, then /login with "from"', async () => {
    const { view, store } = setup(
      () => refusalReply(401, 'Session expired. Please log in again.', 'UNAUTHENTICATED'),
      jwt(),
    );
    view();
    expect((await screen.findByRole('alert')).textContent).toContain(enCore.routes.authError);
    expect(store.get(tokenAtom)).toBeNull();
    await act(async () => undefined); // the panel's effect starts its 3 s
    await act(async () => vi.advanceTimersByTime(2_900));
    expect(screen.queryByText(/login from/)).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(await screen.findByText('login from /settings?tab=privacy')).toBeTruthy();
  });

  it('no answer within 8 s marks the check done and keeps the session', async () => {
    const { view, store } = setup(() => new Promise<Response>(() => undefined), jwt());
    view();
    expect(await screen.findByText(enShell.loading.session)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(8_000));
    expect(await screen.findByText('settings page')).toBeTruthy();
    expect(store.get(authCheckAtom)).toEqual({ status: 'done', error: null });
  });

  it('a refresh refused while the 8 s cap runs out is still a refusal: the panel, not a silent redirect', async () => {
    // An undecodable token counts as expired: the refresh is refused after 3 s, then /auth/me (tokenless) hangs.
    const { view, store } = setup(
      (url) =>
        url.includes('/auth/refresh-token')
          ? new Promise<Response>((r) =>
              setTimeout(() => r(refusalReply(401, 'Authentication required', 'UNAUTHENTICATED')), 3_000),
            )
          : new Promise<Response>(() => undefined),
      'expired.token.value',
    );
    view();
    expect(await screen.findByText(enShell.loading.session)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(3_100));
    expect(store.get(tokenAtom)).toBeNull();
    await act(async () => vi.advanceTimersByTime(5_000));
    expect((await screen.findByRole('alert')).textContent).toContain(enCore.routes.authError);
    await act(async () => undefined);
    await act(async () => vi.advanceTimersByTime(3_100));
    expect(await screen.findByText('login from /settings?tab=privacy')).toBeTruthy();
  });

  it('signIn keeps the token for the session and lets the member through; signOut calls logout and ends it', async () => {
    const { store, fetch, http } = setup(() => json(200, { success: true }), null);
    const token = jwt();
    store.set(signInAtom, { token, user: USER as never }, { remember: false });
    expect(store.get(tokenAtom)).toBe(token);
    expect(http.tokens.getToken()).toBe(token);
    expect(store.get(authCheckAtom).status).toBe('done');
    await store.set(signOutAtom);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(currentMemberAtom)).toBeNull();
    expect(fetch.mock.calls.map(([u]) => new URL(String(u)).pathname)).toEqual(['/api/auth/logout']);
  });
});

describe('session ID format error (docs/product/accounts.md): the emergency-fix prompt', () => {
  /** A member on /settings whose next request answers 400 'Invalid user ID format', through the fetch seam. */
  async function prompt() {
    const sessionStorage = memoryStorage({ token: jwt() });
    const localStorage = memoryStorage({ token: 'remembered' });
    const store = createStore();
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/auth/logout')
        ? json(200, { success: true })
        : refusalReply(400, 'Invalid user ID format', 'INVALID_ID'),
    );
    const http = createHttp({
      store,
      fetch: fetch as unknown as typeof globalThis.fetch,
      sessionStorage,
      localStorage,
      baseURL: 'http://kindred.test/api',
    });
    store.set(httpAtom, http);
    store.set(currentMemberAtom, USER as never);
    http.onNotice((notice) => handleRequestNotice(notice, store));
    const router = createMemoryRouter(
      [
        { path: '/settings', element: <SessionFixDialog /> },
        { path: '/login', element: <p>login page</p> },
      ],
      { initialEntries: ['/settings'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </I18nextProvider>,
    );
    await expect(http.api('/users/me/settings')).rejects.toMatchObject({ status: 400 });
    const dialog = await screen.findByRole('dialog', { name: enShell.sessionFix.title });
    return { store, fetch, sessionStorage, localStorage, router, dialog };
  }
  const paths = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([u]) => new URL(String(u)).pathname);

  it('opens a confirm dialog, not a toast, with focus on Cancel; Escape closes it and changes nothing', async () => {
    const { store, fetch, sessionStorage, router, dialog } = await prompt();
    expect(dialog.textContent).toContain(enShell.sessionFix.body);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(enShell.sessionFix.cancel));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('token')).not.toBeNull();
    expect(store.get(tokenAtom)).not.toBeNull();
    expect(store.get(currentMemberAtom)).toEqual(USER);
    expect(router.state.location.pathname).toBe('/settings');
    expect(paths(fetch)).toEqual(['/api/users/me/settings']);
  });

  it('Cancel closes it and changes nothing', async () => {
    const { store, fetch } = await prompt();
    fireEvent.click(screen.getByRole('button', { name: enShell.sessionFix.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(tokenAtom)).not.toBeNull();
    expect(paths(fetch)).toEqual(['/api/users/me/settings']);
  });

  it('the fix clears the stored session (both storages, the member, the server cookie) and shows /login', async () => {
    const { store, fetch, sessionStorage, localStorage, router } = await prompt();
    fireEvent.click(screen.getByRole('button', { name: enShell.sessionFix.apply }));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(currentMemberAtom)).toBeNull();
    await waitFor(() => expect(paths(fetch)).toEqual(['/api/users/me/settings', '/api/auth/logout']));
  });
});
