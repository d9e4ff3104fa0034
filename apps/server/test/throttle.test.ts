/**
 * The client address and password guessing: X-Forwarded-For is believed only from configured proxies
 * (TRUST_PROXY), and every password check (login, account deletion) is under the login throttle, also for a
 * burst of parallel guesses. Production allowances (RATE_LIMIT_MULTIPLIER 1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, registerMember } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();
const production = { RATE_LIMIT_MULTIPLIER: '1' };
const wrong = (email: string) => ({ email, password: 'Wrong1!xx' });
const from = (address: string) => ({ 'x-forwarded-for': address });
let spoof = 0;
/** A fresh address each call, as a client picking its own would send. */
const fresh = () => from(`198.51.100.${++spoof % 250}`);

describe.each(kinds)('client address and password throttling on %s', (kind) => {
  describe('default: no proxy trusted', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { env: production });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('a spoofed X-Forwarded-For does not escape the login delay', async () => {
      const body = wrong('victim-default@example.test');
      for (let i = 0; i < 5; i++) {
        expect((await call(server, 'POST', '/api/auth/login', { body, headers: fresh() })).status).toBe(401);
      }
      const sixth = await call(server, 'POST', '/api/auth/login', { body, headers: fresh() });
      expect(sixth.status).toBe(429);
      expect(sixth.body.error).toMatch(/^Too many login attempts\. Please wait \d+ seconds\.$/);
    });

    it('a spoofed X-Forwarded-For does not reset a per-address rate limit (forgot-password: 10 per hour)', async () => {
      for (let i = 0; i < 10; i++) {
        const res = await call(server, 'POST', '/api/auth/forgot-password', {
          body: { email: `nobody${i}@example.test` },
          headers: fresh(),
        });
        expect(res.status).toBe(200);
      }
      const over = await call(server, 'POST', '/api/auth/forgot-password', {
        body: { email: 'nobody@example.test' },
        headers: fresh(),
      });
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'core:limits.forgotPassword' });
    });

    it('account deletion: of 40 parallel wrong passwords only a handful are checked; the owner gets in later', async () => {
      const member = await registerMember(server);
      const attempts = await Promise.all(
        Array.from({ length: 40 }, () =>
          call(server, 'DELETE', '/api/users/account', { token: member.token, body: { password: 'Wrong1!xx' } }),
        ),
      );
      const statuses = attempts.map((r) => r.status);
      // Five free checks, then one more per growing delay (1 s, 2 s, …) while the burst lasts.
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(8);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(32);
      const refused = attempts.find((r) => r.status === 429)!;
      expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // While delayed, even the right password is not checked; the delay is short (never a lockout).
      const early = await call(server, 'DELETE', '/api/users/account', {
        token: member.token,
        body: { password: PASSWORD },
      });
      expect(early.status).toBe(429);
      const seconds = Number(early.headers.get('retry-after'));
      expect(seconds).toBeLessThanOrEqual(60);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
      const ok = await call(server, 'DELETE', '/api/users/account', {
        token: member.token,
        body: { password: PASSWORD },
      });
      expect(ok.body).toMatchObject({ success: true, data: { deleted: true } });
    });

    it('failed deletion checks and failed logins share the account’s count', async () => {
      const member = await registerMember(server);
      for (let i = 0; i < 5; i++) {
        const res = await call(server, 'DELETE', '/api/users/account', {
          token: member.token,
          body: { password: 'Wrong1!xx' },
        });
        expect(res.status).toBe(400);
      }
      const login = await call(server, 'POST', '/api/auth/login', { body: wrong(member.email) });
      expect(login.status).toBe(429);
    });
  });

  describe('TRUST_PROXY=1: one proxy in front, its X-Forwarded-For is the client', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { env: { ...production, TRUST_PROXY: '1' } });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('the forwarded address is the client: distinct addresses are counted apart, the same one together', async () => {
      const body = wrong('victim-proxied@example.test');
      for (let i = 0; i < 7; i++) {
        expect((await call(server, 'POST', '/api/auth/login', { body, headers: fresh() })).status).toBe(401);
      }
      const same = from('203.0.113.9');
      for (let i = 0; i < 5; i++) {
        expect(
          (await call(server, 'POST', '/api/auth/login', { body: wrong('x@example.test'), headers: same })).status,
        ).toBe(401);
      }
      expect(
        (await call(server, 'POST', '/api/auth/login', { body: wrong('x@example.test'), headers: same })).status,
      ).toBe(429);
      for (let i = 0; i < 12; i++) {
        const res = await call(server, 'POST', '/api/auth/forgot-password', {
          body: { email: `nobody${i}@example.test` },
          headers: fresh(),
        });
        expect(res.status).toBe(200);
      }
    });
  });
});
