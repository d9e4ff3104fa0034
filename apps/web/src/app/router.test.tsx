import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import type { ReactElement } from 'react';
import { guardedPaths, publicPaths } from '@kindred/core';
import { describe, expect, it } from 'vitest';
import { authCheckAtom, tokenAtom } from '../features/session/atoms';
import { RequireAuth } from './routes/RequireAuth';
import { MembersOnly, routes } from './router';

function paths(list: RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
}

describe('route table (docs/product/public-pages.md, decisions) against the table in @kindred/core', () => {
  const all = paths(routes);
  const flat = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
  const guard = flat(routes).find((r) => (r.element as ReactElement | undefined)?.type === MembersOnly)!;
  const guarded = paths(guard.children!);
  const covers = (list: string[], path: string) => list.some((p) => p === path || p.startsWith(`${path}/:`));

  it('serves every public path of the table, unguarded', () => {
    for (const path of publicPaths) {
      expect(all).toContain(path);
      expect(guarded).not.toContain(path);
    }
  });

  it('guards every members-only path (and its /{id} form where the table has one)', () => {
    for (const path of guardedPaths) expect(covers(guarded, path), path).toBe(true);
    expect(guarded.every((p) => guardedPaths.some((g) => p === g || p.startsWith(`${g}/`)))).toBe(true);
  });

  it('ends with the not-found route', () => {
    expect(all.at(-1)).toBe('*');
  });
});

function LoginProbe() {
  const location = useLocation();
  return <p>login from {(location.state as { from?: string } | null)?.from}</p>;
}

describe('RequireAuth (docs/product/public-pages.md)', () => {
  const guarded: RouteObject[] = [
    { element: <RequireAuth />, children: [{ path: '/settings', element: <p>settings page</p> }] },
    { path: '/login', element: <LoginProbe /> },
  ];

  it('sends a visitor to /login keeping the requested path as "from"', () => {
    const router = createMemoryRouter(guarded, { initialEntries: ['/settings?tab=privacy'] });
    render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(screen.getByText('login from /settings?tab=privacy')).toBeTruthy();
  });

  it('lets a member with a token through', () => {
    const store = createStore();
    store.set(tokenAtom, 'header.payload.signature');
    store.set(authCheckAtom, { status: 'done', error: null });
    const router = createMemoryRouter(guarded, { initialEntries: ['/settings'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(screen.getByText('settings page')).toBeTruthy();
  });
});
