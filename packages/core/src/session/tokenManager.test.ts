import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { manualTime, memoryStorage } from '../time/clock';
import { base64UrlDecodeText, base64UrlToBytes, textToBase64Url, utf8Decode } from './base64url';
import {
  authCheckWithTimeout,
  createTokenManager,
  decodeToken,
  isTokenExpired,
  refreshDelay,
  TOKEN_KEY,
} from './tokenManager';

const ID = '0123456789abcdef01234567';
const jwt = (payload: object) => `h.${textToBase64Url(JSON.stringify(payload))}.sig`;
const S = 1000;
const MIN = 60 * S;

describe('base64url without atob/Buffer', () => {
  it.each(['', 'a', 'ab', 'abc', 'abcd', '{"n":"דנה"}', 'emoji 😉 ok', '~~~???>>>'])('round trip %j', (text) => {
    expect(base64UrlDecodeText(textToBase64Url(text))).toBe(text);
  });
  it.each([
    ['TWFu', 'Man'],
    ['TWE=', 'Ma'],
    ['TQ', 'M'],
    ['Pz8_', '???'],
    ['Pz8/', '???'],
  ])('%s → %s', (input, text) => {
    expect(base64UrlDecodeText(input)).toBe(text);
  });
  it('property: any Unicode text survives encode → decode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(base64UrlDecodeText(textToBase64Url(text))).toBe(text);
      }),
    );
  }, 30_000);
  it('rejects bad input', () => {
    expect(base64UrlToBytes('abcde')).toBeNull();
    expect(base64UrlToBytes('ab*c')).toBeNull();
    expect(utf8Decode(Uint8Array.from([0xc3]))).toBeNull();
    expect(utf8Decode(Uint8Array.from([0xff]))).toBeNull();
    expect(utf8Decode(Uint8Array.from([0xe0, 0x80, 0x80]))).toBeNull();
    expect(utf8Decode(Uint8Array.from([0xed, 0xa0, 0x80]))).toBeNull();
    expect(utf8Decode(Uint8Array.from([0xf4, 0x90, 0x80, 0x80]))).toBeNull();
  });
});

describe('token decoding (docs/product/accounts.md: user id under _id, id, sub or a nested user)', () => {
  it.each([
    [{ _id: ID, exp: 100 }, ID, 100_000],
    [{ id: ID }, ID, null],
    [{ sub: ID.toUpperCase() }, ID, null],
    [{ user: { _id: ID } }, ID, null],
    [{ user: { id: ID } }, ID, null],
    [{ user: ID }, ID, null],
    [{ name: 'x' }, null, null],
  ])('%j → %s, exp %s', (payload, userId, expiresAt) => {
    const decoded = decodeToken(jwt(payload));
    expect(decoded?.userId).toBe(userId);
    expect(decoded?.expiresAt).toBe(expiresAt);
  });
  it.each([
    null,
    '',
    'abc',
    'a.b',
    'a.!!.c',
    `h.${textToBase64Url('not json')}.s`,
    `h.${textToBase64Url('[1]')}.s`,
    `h.${textToBase64Url('null')}.s`,
    'h..s',
  ])('invalid: %j', (token) => {
    expect(decodeToken(token)).toBeNull();
    expect(isTokenExpired(token, 0)).toBe(true);
  });
});

describe('expiry margin 30 s (docs/product/accounts.md)', () => {
  const token = jwt({ _id: ID, exp: 1000 }); // expires at 1,000,000 ms
  it.each([
    [969_999, false],
    [970_000, true],
    [999_999, true],
  ])('at %i expired=%s', (now, expired) => {
    expect(isTokenExpired(token, now)).toBe(expired);
  });
  it('a token without exp never counts as expired', () => {
    expect(isTokenExpired(jwt({ _id: ID }), 1e15)).toBe(false);
  });
});

describe('proactive refresh 5 min before expiry, immediate under 1 min (docs/product/accounts.md)', () => {
  it.each([
    [60 * MIN, 55 * MIN],
    [5 * MIN, 0],
    [2 * MIN, 0],
    [60 * S, 0],
    [59 * S, 0],
    [-5 * S, 0],
  ])('remaining %i → delay %i', (remaining, delay) => {
    expect(refreshDelay(1e9 + remaining, 1e9)).toBe(delay);
  });
  it('no expiry, no schedule', () => {
    expect(refreshDelay(null, 0)).toBeNull();
  });
});

function setup(refreshImpl?: (t: string | null) => Promise<string | null>) {
  const time = manualTime(0);
  const session = memoryStorage();
  const persistent = memoryStorage();
  const onLogout = vi.fn();
  let n = 0;
  const refresh = vi.fn(
    refreshImpl ?? (async () => jwt({ _id: ID, exp: (time.now() + 15 * MIN) / 1000, n: (n += 1) })),
  );
  const manager = createTokenManager({
    clock: time,
    scheduler: time,
    sessionStorage: session,
    persistentStorage: persistent,
    refresh,
    onLogout,
  });
  return { time, session, persistent, onLogout, refresh, manager };
}

describe('token manager', () => {
  it('keeps the token in session storage, and persistent storage with remember-me', () => {
    const { manager, session, persistent } = setup();
    manager.setToken(jwt({ _id: ID }), false);
    expect(session.getItem(TOKEN_KEY)).not.toBeNull();
    expect(persistent.getItem(TOKEN_KEY)).toBeNull();
    manager.setToken(jwt({ _id: ID }), true);
    expect(persistent.getItem(TOKEN_KEY)).toBe(session.getItem(TOKEN_KEY));
    manager.clear();
    expect(manager.getToken()).toBeNull();
  });

  it('schedules the proactive refresh 5 minutes before expiry', async () => {
    const { manager, time, refresh } = setup();
    manager.setToken(jwt({ _id: ID, exp: (15 * MIN) / 1000 }), false);
    time.advance(10 * MIN - 1);
    expect(refresh).not.toHaveBeenCalled();
    time.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(decodeToken(manager.getToken())?.payload.n).toBe(1);
  });

  it('schedules from a token already stored at start-up', () => {
    const time = manualTime(0);
    const persistent = memoryStorage({ [TOKEN_KEY]: jwt({ _id: ID, exp: 30 }) });
    const refresh = vi.fn(async () => null);
    createTokenManager({
      clock: time,
      scheduler: time,
      sessionStorage: memoryStorage(),
      persistentStorage: persistent,
      refresh,
      onLogout: () => {},
    });
    time.advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('de-duplicates refreshes in flight and within 1 second', async () => {
    const { manager, time, refresh } = setup();
    const [a, b] = await Promise.all([manager.refresh(), manager.refresh()]);
    expect(a).toBe(b);
    expect(refresh).toHaveBeenCalledTimes(1);
    time.advance(999);
    expect(await manager.refresh()).toBe(a);
    expect(refresh).toHaveBeenCalledTimes(1);
    time.advance(1);
    expect(await manager.refresh()).not.toBe(a);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('an expired token is refreshed before the request is sent', async () => {
    const { manager, time, refresh } = setup();
    time.advance(100 * S);
    const stale = jwt({ _id: ID, exp: 120 }); // 20 s left: inside the 30 s margin
    manager.setToken(stale, false);
    const request = vi.fn(async (token: string | null) => ({ status: 200, token }));
    const reply = await manager.send(request);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(reply.token).not.toBe(stale);
    expect(decodeToken(reply.token)?.userId).toBe(ID);
  });

  it('a valid token is used as is', async () => {
    const { manager, refresh } = setup();
    const token = jwt({ _id: ID, exp: 1e6 });
    manager.setToken(token, false);
    expect(await manager.getValidToken()).toBe(token);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('retries once after a 401 with the refreshed token', async () => {
    const { manager, refresh } = setup();
    manager.setToken(jwt({ _id: ID, exp: 1e6 }), false);
    const statuses = [401, 401];
    const request = vi.fn(async () => ({ status: statuses.shift() ?? 200 }));
    const reply = await manager.send(request);
    expect(reply.status).toBe(401);
    expect(request).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('logs out (authLogout) when the refresh fails or throws', async () => {
    for (const impl of [async () => null, async () => Promise.reject(new Error('401')), async () => 'garbage']) {
      const { manager, onLogout } = setup(impl);
      manager.setToken(jwt({ _id: ID, exp: 1e6 }), true);
      const request = vi.fn(async () => ({ status: 401 }));
      const reply = await manager.send(request);
      expect(reply.status).toBe(401);
      expect(request).toHaveBeenCalledTimes(1);
      expect(onLogout).toHaveBeenCalledTimes(1);
      expect(manager.getToken()).toBeNull();
    }
  });
});

describe('auth check done when finished or after 8 s (docs/product/accounts.md)', () => {
  it.each([
    [() => Promise.resolve(true), 'authenticated'],
    [() => Promise.resolve(false), 'unauthenticated'],
    [() => Promise.reject(new Error('x')), 'unauthenticated'],
  ])('%#', async (check, outcome) => {
    const time = manualTime();
    await expect(authCheckWithTimeout(check(), time)).resolves.toBe(outcome);
    expect(time.pending()).toBe(0);
  });
  it('times out after 8 s', async () => {
    const time = manualTime();
    const result = authCheckWithTimeout(new Promise<boolean>(() => {}), time);
    time.advance(7999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    time.advance(1);
    await expect(result).resolves.toBe('timeout');
  });
});
