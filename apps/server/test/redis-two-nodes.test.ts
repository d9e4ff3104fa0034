import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.runIf(hasRedis && hasPostgres)('two server nodes sharing PostgreSQL and Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createPostgresDatabase();
    drop = db.drop;
    // Both nodes run migrations at start-up on the same database; the advisory lock serialises them.
    [a, b] = await Promise.all([
      startTestServer('postgres', { databaseUrl: db.url, redisUrl: REDIS_TEST_URL }),
      startTestServer('postgres', { databaseUrl: db.url, redisUrl: REDIS_TEST_URL }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('both report Redis connected', async () => {
    for (const node of [a, b]) {
      const body = (await (await fetch(`${node.url}/api/health`)).json()) as { data: { redis: string } };
      expect(body.data.redis).toBe('ok');
    }
  });

  it('an event emitted on node B reaches a member connected to node A', async () => {
    const memberId = 'b'.repeat(24);
    const token = await a.app.kindred.tokens.sign(memberId);
    const socket = connect(a.url, { transports: ['websocket'], reconnection: false, auth: { token } });
    await new Promise((resolve) => socket.on('welcome', resolve));
    const received = new Promise<unknown>((resolve) => socket.on('notification', resolve));
    // Node B signs with its own secret, so it can only reach the member through the shared adapter.
    b.app.kindred.realtime.io.to(`member:${memberId}`).emit('notification', { type: 'generic', message: 'hello' });
    await expect(received).resolves.toEqual({ type: 'generic', message: 'hello' });
    socket.close();
  });
});
