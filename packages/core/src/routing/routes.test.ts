import { describe, expect, it } from 'vitest';
import {
  guardRoute,
  isGuardedPath,
  messagesRoute,
  postLoginDestination,
  routeOfPath,
  settingsTabFromQuery,
} from './routes';

const ME = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const YOU = 'bbbbbbbbbbbbbbbbbbbbbbbb';

describe('guarded routes (spec 002 §2)', () => {
  it.each([
    ['/dashboard', true],
    ['/messages', true],
    [`/messages/${YOU}`, true],
    ['/settings?tab=privacy', true],
    [`/user/${YOU}`, true],
    [`/post/${YOU}`, true],
    ['/subscription/', true],
    ['/', false],
    ['/login', false],
    ['/verify-email?token=x', false],
    ['/dashboardx', false],
    ['/about', false],
  ])('%s → %s', (path, guarded) => {
    expect(isGuardedPath(path)).toBe(guarded);
  });
});

describe('route of a visited path (spec 002 §2 route table; decisions: Analytics)', () => {
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

describe('route guard (spec 000 §2)', () => {
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

describe('after login: saved destination or /dashboard (spec 001 §2)', () => {
  it.each([
    [null, '/dashboard'],
    ['/messages/abc', '/messages/abc'],
    ['/settings?tab=privacy', '/settings?tab=privacy'],
    ['/login', '/dashboard'],
    ['/register?x=1', '/dashboard'],
    ['/', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['/\\evil', '/dashboard'],
  ])('%j → %s', (from, to) => {
    expect(postLoginDestination(from)).toBe(to);
  });
});

describe('/messages/{userId} (spec 002 §5)', () => {
  it.each([
    [undefined, null],
    ['nope', { kind: 'redirect', to: '/messages', message: 'Invalid User ID provided.' }],
    [ME.toUpperCase(), { kind: 'redirect', to: '/messages', message: null }],
    [YOU.toUpperCase(), { kind: 'open', userId: YOU }],
  ])('%j → %j', (param, decision) => {
    expect(messagesRoute(param, ME)).toEqual(decision);
  });
  it('without a current user any valid id opens', () => {
    expect(messagesRoute(YOU, null)).toEqual({ kind: 'open', userId: YOU });
  });
});

describe('settings tabs (spec 001 §2)', () => {
  it.each([
    ['privacy', 'privacy'],
    ['account', 'account'],
    ['billing', 'notifications'],
    [null, 'notifications'],
  ])('%j → %s', (q, tab) => {
    expect(settingsTabFromQuery(q)).toBe(tab);
  });
});
