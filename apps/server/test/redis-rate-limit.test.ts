import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registration } from './api';
import { startTwoNodes, twoNodeServicesAvailable, type TestServer, type TwoNodes } from './harness';

const available = await twoNodeServicesAvailable();

describe.runIf(available)('rate limits shared through Redis by two nodes', () => {
  let nodes: TwoNodes;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const env = {
      RATE_LIMIT_MULTIPLIER: '1',
      // The test client stands for a load balancer on loopback: its X-Forwarded-For names the client.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_NAMESPACE: `kindred-rl-test-${randomBytes(4).toString('hex')}-`,
    };
    nodes = await startTwoNodes(env);
    ({ a, b } = nodes);
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it('login attempts on either node count against one limit (30 per minute per address)', async () => {
    const body = { email: 'nobody@example.test', password: 'Wrong1!xx' };
    for (let i = 0; i < 15; i++) {
      // Distinct emails: the per-account delays are not what this test is about.
      expect(
        (await call(a, 'POST', '/api/auth/login', { body: { ...body, email: `a${i}@example.test` } })).status,
      ).toBe(401);
      expect(
        (await call(b, 'POST', '/api/auth/login', { body: { ...body, email: `n${i}@example.test` } })).status,
      ).toBe(401);
    }
    const over = await call(a, 'POST', '/api/auth/login', { body });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'core:limits.login' });
  });

  it('registration buckets are shared: one address’s burst and one email’s attempts count on both nodes', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    // 30 attempts, alternately on each node (malformed forms: every attempt from an address counts)…
    for (let i = 0; i < 30; i++) {
      const node = i % 2 ? b : a;
      expect((await call(node, 'POST', '/api/auth/register', { body: {}, headers })).status).toBe(400);
    }
    // …then the burst is spent on both.
    for (const node of [a, b]) {
      const over = await call(node, 'POST', '/api/auth/register', { body: registration(), headers });
      expect(over.body).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'core:limits.registerAddress' });
      expect(over.body.retryAfter).toBeGreaterThan(300);
    }
    const email = `shared-${randomBytes(4).toString('hex')}@example.test`;
    for (let i = 0; i < 5; i++) {
      const node = i % 2 ? b : a;
      await call(node, 'POST', '/api/auth/register', {
        body: registration({ email }),
        headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
      });
    }
    const sixth = await call(b, 'POST', '/api/auth/register', {
      body: registration({ email }),
      headers: { 'x-forwarded-for': '203.0.113.120' },
    });
    expect(sixth.body).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'core:limits.registerEmail' });
    expect(Number(sixth.headers.get('retry-after'))).toBe(sixth.body.retryAfter);
  });

  it('failed logins on one node delay the same account and address on the other (shared throttle counts)', async () => {
    const victim = `victim-${randomBytes(4).toString('hex')}@example.test`;
    const body = { email: victim, password: 'Wrong1!xx' };
    // Another address than the test above used up (TRUST_PROXY: the forwarded address is the client's).
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    // Five failures per account and address are free (× RATE_LIMIT_MULTIPLIER 1): three on A, two on B.
    for (const node of [a, a, a, b, b]) {
      expect((await call(node, 'POST', '/api/auth/login', { body, headers })).status).toBe(401);
    }
    const delayed = await call(b, 'POST', '/api/auth/login', { body, headers });
    expect(delayed.status).toBe(429);
    expect(delayed.body.error).toMatch(/^Too many login attempts\. Please wait \d+ seconds\.$/);
  });
});
