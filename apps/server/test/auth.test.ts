import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../src/auth/throttle';
import { call, cookieFrom, PASSWORD, registerMember, registration } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();

function outboxLinks(server: TestServer, email: string): string[] {
  const dir = path.join(server.config.dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.to === email)
    .map((m) => m.link as string);
}

describe.each(kinds)('auth on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('registers with a server-derived tier and never returns password data or tokens other than the access token', async () => {
    const woman = await registerMember(server, { accountTier: 'PAID', details: { iAm: 'woman' } });
    expect(woman.user.accountTier).toBe('FEMALE');
    const couple = await registerMember(server, { details: { iAm: 'couple' } });
    expect(couple.user.accountTier).toBe('COUPLE');
    const man = await registerMember(server, { accountTier: 'COUPLE' });
    expect(man.user.accountTier).toBe('FREE');
    expect(JSON.stringify(man.user)).not.toMatch(/password|hash/i);
    expect(man.cookie).toMatch(/kindred_rt=/);
    const res = await call(server, 'POST', '/api/auth/register', { body: registration() });
    // Without remember-me the refresh cookie is a browser-session cookie.
    expect(res.headers.get('set-cookie')).not.toMatch(/Expires=|Max-Age=/i);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  });

  it.each([
    [{ nickname: 'ab' }, 'Nickname must be at least 3 characters'],
    [{ nickname: 'bad name!' }, 'Nickname can only contain letters, numbers, and underscores'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'alllowercase1!' }, 'Password must include at least one uppercase letter'],
    [{ details: { dateOfBirth: '2015-01-01' } }, 'You must be at least 18 years old'],
    [{ details: { location: 'x' } }, 'Location must be at least 2 characters'],
    [{ details: { interests: [] } }, 'Please select at least one interest'],
    [{ details: { lookingFor: ['women', 'men', 'couples', 'men'] } }, 'Please select no more than 3 options'],
    [{ details: { maritalStatus: undefined } }, 'Please select your marital status'],
  ])('registration %j → %s', async (overrides, message) => {
    const res = await call(server, 'POST', '/api/auth/register', { body: registration(overrides) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message });
  });

  it('refuses a second account with the same email (409)', async () => {
    const m = await registerMember(server);
    const res = await call(server, 'POST', '/api/auth/register', {
      body: registration({ email: m.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
  });

  it('logs in, reads me and verify, refuses wrong passwords', async () => {
    const m = await registerMember(server);
    const bad = await call(server, 'POST', '/api/auth/login', { body: { email: m.email, password: 'Wrong1!xx' } });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('Invalid email or password');
    const short = await call(server, 'POST', '/api/auth/login', { body: { email: m.email, password: '123' } });
    expect(short.status).toBe(400);
    const ok = await call(server, 'POST', '/api/auth/login', {
      body: { email: m.email, password: PASSWORD, rememberMe: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { _id: m.id, email: m.email } });
    expect(ok.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(ok.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    expect(ok.headers.get('set-cookie')).toMatch(/Expires=/i);
    const me = await call(server, 'GET', '/api/auth/me', { token: ok.body.token });
    expect(me.body.data).toMatchObject({ _id: m.id, settings: { notifications: { messages: true } } });
    const viaHeader = await call(server, 'GET', '/api/auth/verify', { headers: { 'x-auth-token': ok.body.token } });
    expect(viaHeader.body.success).toBe(true);
  });

  it('answers 401 without or with a forged token', async () => {
    expect((await call(server, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/me', { token: 'forged.token.here' })).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/verify')).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/resend-verification')).status).toBe(401);
  });

  it('rotates the refresh cookie on every use and revokes the family on reuse', async () => {
    const m = await registerMember(server);
    const first = await call(server, 'POST', '/api/auth/refresh-token', {
      cookie: m.cookie,
      body: { token: 'ignored' },
    });
    expect(first.status).toBe(200);
    expect(typeof first.body.token).toBe('string');
    const second = cookieFrom(first.headers);
    expect(second).not.toBe(m.cookie);
    // Two tabs refreshing at once: the same cookie again within seconds is not theft.
    const sibling = await call(server, 'POST', '/api/auth/refresh-token', { cookie: m.cookie });
    expect(sibling.status).toBe(200);
    // Presented again later, the rotated cookie revokes the whole family.
    await server.app.kindred.database.pool.query(
      "UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL",
    );
    const reuse = await call(server, 'POST', '/api/auth/refresh-token', { cookie: m.cookie });
    expect(reuse.status).toBe(401);
    // The family is revoked: even the newest cookies no longer work.
    expect((await call(server, 'POST', '/api/auth/refresh-token', { cookie: second })).status).toBe(401);
    expect(
      (await call(server, 'POST', '/api/auth/refresh-token', { cookie: cookieFrom(sibling.headers) })).status,
    ).toBe(401);
    // A body token alone is never proof.
    expect((await call(server, 'POST', '/api/auth/refresh-token', { body: { token: m.token } })).status).toBe(401);
  });

  it('logout revokes the device family', async () => {
    const m = await registerMember(server);
    const out = await call(server, 'POST', '/api/auth/logout', { cookie: m.cookie });
    expect(out.body.success).toBe(true);
    expect((await call(server, 'POST', '/api/auth/refresh-token', { cookie: m.cookie })).status).toBe(401);
  });

  describe('access tokens stop at once (decision 0014)', () => {
    const login = async (email: string, password = PASSWORD) => {
      const res = await call(server, 'POST', '/api/auth/login', { body: { email, password } });
      expect(res.status).toBe(200);
      return { token: res.body.token as string, cookie: cookieFrom(res.headers) };
    };
    /** Both access-layer paths: the cached live caller (browse) and a database read (me). */
    const works = async (token: string) => {
      const [browse, me] = await Promise.all([
        call(server, 'GET', '/api/users?limit=1', { token }),
        call(server, 'GET', '/api/auth/me', { token }),
      ]);
      expect(browse.status).toBe(me.status);
      return me.status === 200;
    };

    it("logout: that device's access token is refused at once, another device's still works", async () => {
      const m = await registerMember(server);
      const phone = await login(m.email);
      expect(await works(m.token)).toBe(true);
      expect(await works(phone.token)).toBe(true);
      const out = await call(server, 'POST', '/api/auth/logout', { cookie: m.cookie });
      expect(out.status).toBe(200);
      expect(await works(m.token)).toBe(false);
      expect((await call(server, 'GET', '/api/auth/me', { token: m.token })).body.code).toBe('UNAUTHENTICATED');
      expect(await works(phone.token)).toBe(true);
      // A bearer alone (no cookie) logs its own session out too.
      await call(server, 'POST', '/api/auth/logout', { token: phone.token });
      expect(await works(phone.token)).toBe(false);
      expect((await call(server, 'POST', '/api/auth/refresh-token', { cookie: phone.cookie })).status).toBe(401);
      expect(await works((await login(m.email)).token)).toBe(true);
    });

    it('a reused refresh token revokes its family and the access tokens issued for it', async () => {
      const m = await registerMember(server);
      const rotated = await call(server, 'POST', '/api/auth/refresh-token', { cookie: m.cookie });
      expect(await works(rotated.body.token)).toBe(true);
      await server.app.kindred.database.pool.query(
        "UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE user_id = $1 AND used_at IS NOT NULL",
        [m.id],
      );
      expect((await call(server, 'POST', '/api/auth/refresh-token', { cookie: m.cookie })).status).toBe(401);
      expect(await works(rotated.body.token)).toBe(false);
      expect(await works(m.token)).toBe(false);
    });

    it('password reset: every earlier access token is refused at once; a login right after works', async () => {
      const m = await registerMember(server);
      const other = await login(m.email);
      const bystander = await registerMember(server);
      await call(server, 'POST', '/api/auth/forgot-password', { body: { email: m.email } });
      const link = outboxLinks(server, m.email).find((l) => l.includes('reset-password'))!;
      const token = new URL(link).searchParams.get('token');
      const reset = await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: 'NewPass1!' } });
      expect(reset.status).toBe(200);
      const fresh = await login(m.email, 'NewPass1!'); // most likely within the same second as the reset
      expect(await works(m.token)).toBe(false);
      expect(await works(other.token)).toBe(false);
      expect(await works(fresh.token)).toBe(true);
      expect(await works(bystander.token)).toBe(true);
    });

    it('account deletion: every access token of the member is refused at once', async () => {
      const m = await registerMember(server);
      const other = await login(m.email);
      expect(await works(other.token)).toBe(true);
      const del = await call(server, 'DELETE', '/api/users/account', { token: m.token, body: { password: PASSWORD } });
      expect(del.status).toBe(200);
      expect(await works(m.token)).toBe(false);
      expect(await works(other.token)).toBe(false);
      const claims = await server.app.kindred.tokens.claims(other.token);
      expect(claims).toBeNull();
    });
  });

  it('verifies email once with the mailed token; resend has a 60-minute cooldown', async () => {
    const m = await registerMember(server);
    const [link] = outboxLinks(server, m.email);
    const token = new URL(link!).searchParams.get('token');
    expect((await call(server, 'POST', '/api/auth/verify-email', { body: {} })).body.error).toBe(
      'Verification token is missing. Please check your email link.',
    );
    const ok = await call(server, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(ok.body.success).toBe(true);
    expect(ok.body.alreadyVerified).toBeUndefined();
    expect((await call(server, 'GET', '/api/auth/me', { token: m.token })).body.data.isVerified).toBe(true);
    // The link followed again (the spec's client posts it three times; mail scanners follow links): a success.
    for (let i = 0; i < 2; i += 1) {
      const again = await call(server, 'POST', '/api/auth/verify-email', { body: { token } });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({
        success: true,
        alreadyVerified: true,
        message: 'Your email address is already verified.',
      });
    }
    // A made-up token, or a used one of a member who is not verified, still fails.
    const bad = await call(server, 'POST', '/api/auth/verify-email', { body: { token: `${token}x` } });
    expect(bad.status).toBe(400);
    await server.app.kindred.database.pool.query('UPDATE users SET is_verified = false WHERE id = $1', [m.id]);
    expect((await call(server, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(400);
    await server.app.kindred.database.pool.query('UPDATE users SET is_verified = true WHERE id = $1', [m.id]);

    const u = await registerMember(server);
    expect((await call(server, 'POST', '/api/auth/resend-verification', { token: u.token })).body.success).toBe(true);
    const again = await call(server, 'POST', '/api/auth/resend-verification', { token: u.token });
    expect(again.status).toBe(429);
    expect(again.body.error).toBe('Too many requests, please wait.');
    expect(again.headers.get('retry-after')).toBeTruthy();
  });

  it('forgot-password replies the same for known and unknown emails; reset works once', async () => {
    const m = await registerMember(server);
    const known = await call(server, 'POST', '/api/auth/forgot-password', { body: { email: m.email } });
    const unknown = await call(server, 'POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.test' } });
    expect(known.body).toEqual(unknown.body);
    expect(known.text).not.toMatch(/token/i);
    const link = outboxLinks(server, m.email).find((l) => l.includes('reset-password'))!;
    const token = new URL(link).searchParams.get('token');
    const weak = await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: 'weak' } });
    expect(weak.body.error).toBe('Password must be at least 8 characters');
    const ok = await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: 'NewPass1!' } });
    expect(ok.body.success).toBe(true);
    expect(
      (await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: 'NewPass1!' } })).status,
    ).toBe(400);
    const login = await call(server, 'POST', '/api/auth/login', { body: { email: m.email, password: 'NewPass1!' } });
    expect(login.status).toBe(200);
    expect((await call(server, 'POST', '/api/auth/refresh-token', { cookie: m.cookie })).status).toBe(401);
  });

  it('test-connection is public', async () => {
    const res = await call(server, 'GET', '/api/auth/test-connection');
    expect(res.body.success).toBe(true);
  });
});

describe('login throttle', () => {
  const options = {
    accountAllowance: 3,
    ipAllowance: 100,
    maxDelaySeconds: 60,
    globalAccountAllowance: 20,
    globalMaxDelaySeconds: 10,
  };

  it('grows the delay per account+IP and never blocks the owner from another address', async () => {
    let now = 0;
    const t = createLoginThrottle({ ...options, now: () => now });
    for (let i = 0; i < 3; i++) await t.failed('1.1.1.1', 'a@x');
    expect(await t.wait('1.1.1.1', 'a@x')).toBe(1000);
    await t.failed('1.1.1.1', 'a@x');
    expect(await t.wait('1.1.1.1', 'a@x')).toBe(2000);
    expect(await t.wait('2.2.2.2', 'a@x')).toBe(0);
    now += 2000;
    expect(await t.wait('1.1.1.1', 'a@x')).toBe(0);
    for (let i = 0; i < 20; i++) await t.failed('1.1.1.1', 'a@x');
    expect(await t.wait('1.1.1.1', 'a@x')).toBe(60_000);
    // Spread-out guessing slows the account everywhere, but only by a few seconds: never a lockout.
    expect(await t.wait('2.2.2.2', 'a@x')).toBeGreaterThan(0);
    expect(await t.wait('2.2.2.2', 'a@x')).toBeLessThanOrEqual(10_000);
    await t.succeeded('1.1.1.1', 'a@x');
    expect(await t.wait('1.1.1.1', 'a@x')).toBe(0);
  });

  it('forgets a count an hour after its last failure; a good login keeps the address count', async () => {
    let now = 0;
    const t = createLoginThrottle({ ...options, ipAllowance: 4, now: () => now });
    for (let i = 0; i < 4; i++) await t.failed('1.1.1.1', `victim${i}@x`);
    expect(await t.wait('1.1.1.1', 'own@x')).toBe(1000); // the address is over its allowance
    await t.succeeded('1.1.1.1', 'own@x');
    expect(await t.wait('1.1.1.1', 'own@x')).toBe(1000);
    now += 60 * 60 * 1000;
    expect(await t.wait('1.1.1.1', 'own@x')).toBe(0);
    await t.failed('1.1.1.1', 'victim0@x');
    expect(await t.wait('1.1.1.1', 'victim0@x')).toBe(0); // counting starts again
  });

  it('a store that fails lets the attempt through instead of blocking logins', async () => {
    const errors: unknown[] = [];
    const down = async () => {
      throw new Error('down');
    };
    const broken = { begin: down, end: down, fail: down, clear: down };
    const t = createLoginThrottle({ ...options, store: broken, onStoreError: (e) => errors.push(e) });
    await t.failed('1.1.1.1', 'a@x');
    expect(errors).toHaveLength(2); // the failure and the end of the attempt
    expect(await t.wait('1.1.1.1', 'a@x')).toBe(0);
    expect(errors).toHaveLength(3);
  });

  it('a burst of parallel attempts gets no more checks than the allowance (attempts in flight count)', async () => {
    const t = createLoginThrottle(options);
    const waits = await Promise.all(Array.from({ length: 10 }, () => t.wait('1.1.1.1', 'a@x')));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(Math.min(...waits.filter((w) => w > 0))).toBeGreaterThanOrEqual(1000);
    // The three in flight fail: the next attempt waits for the growing delay; a success ends the delay.
    for (let i = 0; i < 3; i++) await t.failed('1.1.1.1', 'a@x');
    expect(await t.wait('1.1.1.1', 'a@x')).toBeGreaterThan(0);
    const other = createLoginThrottle(options);
    expect(await other.wait('1.1.1.1', 'b@x')).toBe(0);
    await other.succeeded('1.1.1.1', 'b@x');
    const again = await Promise.all(Array.from({ length: 3 }, () => other.wait('1.1.1.1', 'b@x')));
    expect(again).toEqual([0, 0, 0]);
  });
});
