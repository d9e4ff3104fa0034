import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { tokenAtom } from '../features/session/atoms';
import { RequireAuth } from './routes/RequireAuth';
import { routes } from './router';

function paths(list: RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
}

describe('route table (spec 002 §2, 001 §2, decisions)', () => {
  it('has every route of the spec', () => {
    expect(new Set(paths(routes))).toEqual(
      new Set([
        '/',
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password',
        '/verify-email',
        '/about',
        '/safety',
        '/support',
        '/terms',
        '/privacy',
        '/dashboard',
        '/profile',
        '/user/:id',
        '/messages',
        '/messages/:userId',
        '/settings',
        '/subscription',
        '/post/:storyId',
        '*',
      ]),
    );
  });

  it('guards exactly the members-only routes', () => {
    const guard = routes[0]!.children!.find((r) => (r.element as ReactElement | undefined)?.type === RequireAuth)!;
    expect(paths(guard.children!).sort()).toEqual(
      [
        '/dashboard',
        '/messages',
        '/messages/:userId',
        '/post/:storyId',
        '/profile',
        '/settings',
        '/subscription',
        '/user/:id',
      ].sort(),
    );
  });
});

function LoginProbe() {
  const location = useLocation();
  return <p>login from {(location.state as { from?: string } | null)?.from}</p>;
}

describe('RequireAuth (spec 000 §2)', () => {
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
    const router = createMemoryRouter(guarded, { initialEntries: ['/settings'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(screen.getByText('settings page')).toBeTruthy();
  });
});
