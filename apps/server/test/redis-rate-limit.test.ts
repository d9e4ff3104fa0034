import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api';
import {
  createPostgresDatabase,
  databaseKinds,
  REDIS_TEST_URL,
  requireRedis,
  startTestServer,
  type TestServer,
} from './harness';

const hasRedis = await requireRedis();
const hasPostgres = (await databaseKinds()).includes('postgres');

describe.runIf(hasRedis && hasPostgres)('rate limits shared through Redis by two nodes', () => {
  let a: TestServer;
  let b: TestServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createPostgresDatabase();
    drop = db.drop;
    const env = {
      RATE_LIMIT_MULTIPLIER: '1',
      RATE_LIMIT_NAMESPACE: `kindred-rl-test-${randomBytes(4).toString('hex')}-`,
    };
    a = await startTestServer('postgres', { databaseUrl: db.url, redisUrl: REDIS_TEST_URL, env });
    b = await startTestServer('postgres', { databaseUrl: db.url, redisUrl: REDIS_TEST_URL, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
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
    expect(over.body).toMatchObject({ code: 'RATE_LIMITED', error: 'Too many requests, please wait.' });
  });
});
