import { describe, expect, it } from 'vitest';
import { guardRoute, routeOfPath } from './routes';

const YOU = 'bbbbbbbbbbbbbbbbbbbbbbbb';

describe('route of a visited path (docs/product/public-pages.md route table; decisions: Analytics)', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/about', '/about'],
    ['/dashboard/', '/dashboard'],
    ['/settings?tab=privacy', '/settings'],
    ['/verify-email?token=secret#x', '/verify-email'],
    [`/user/${YOU}`, '/user/:id'],
    ['/user/abc', '/user/:id'],
    [`/messages/${YOU}`, '/messages/:userId'],
    ['/messages', '/messages'],
    ['/post/123', '/post/:storyId'],
    ['/user', 'other'],
    ['/user/a/b', 'other'],
    ['//user/a', 'other'],
    ['/About', 'other'],
    ['/wp-admin', 'other'],
    ['/dashboardx', 'other'],
  ])('%j → %s', (path, route) => {
    expect(routeOfPath(path)).toBe(route);
  });
});

describe('route guard (docs/product/public-pages.md)', () => {
  it.each([
    [{ loading: true, error: null, authenticated: false }, { kind: 'loading' }],
    [
      { loading: false, error: 'Token expired', authenticated: false },
      { kind: 'authError', title: 'Authentication Error', message: 'Token expired', durationMs: 3000 },
    ],
    [
      { loading: false, error: '', authenticated: false },
      { kind: 'authError', title: 'Authentication Error', message: 'Authentication failed', durationMs: 3000 },
    ],
    [
      { loading: false, error: null, authenticated: false },
      { kind: 'redirect', to: '/login', from: '/settings?tab=account' },
    ],
    [{ loading: false, error: null, authenticated: true }, { kind: 'render' }],
  ])('%j', (state, decision) => {
    expect(guardRoute({ ...state, path: '/settings?tab=account' })).toEqual(decision);
  });
});
