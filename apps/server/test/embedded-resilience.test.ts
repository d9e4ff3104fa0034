/**
 * The default path (`npm start`): PGlite in its own process behind the wire protocol. The server must keep
 * answering after the pool closes an idle connection, after a dropped connection and after the database
 * process dies — never a 500 that lasts until a restart. The pool's idle timeout is shortened so the test
 * does in a second what a member's coffee break does in 30.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerMember, type Member } from './api';
import { startTestServer, type TestServer } from './harness';
import { connectMember } from './sockets';

const IDLE_MS = 150;

async function signedInRequestsWork(server: TestServer, member: Member) {
  const me = await call(server, 'GET', '/api/auth/me', { token: member.token });
  expect(me.status, me.text).toBe(200);
  const list = await call(server, 'GET', '/api/users?page=1&limit=5', { token: member.token });
  expect(list.status, list.text).toBe(200);
  const profile = await call(server, 'GET', `/api/users/${member.id}`, { token: member.token });
  expect(profile.status, profile.text).toBe(200);
}

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await probe();
  while (!ok(last) && Date.now() < deadline) {
    await sleep(100);
    last = await probe();
  }
  return last;
}

describe('embedded database (PGlite process) resilience', () => {
  let server: TestServer;
  let member: Member;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      env: {
        DATABASE_POOL_IDLE_MS: String(IDLE_MS),
        DATABASE_QUERY_TIMEOUT_MS: '1500',
        BROWSE_PAGE_TTL_MS: '0',
        VIEWER_CACHE_TTL_MS: '0',
      },
    });
    member = await registerMember(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps answering after the pool closed its idle connection (named statements prepared again)', async () => {
    await signedInRequestsWork(server, member);
    const { pool } = server.app.kindred.database;
    for (let round = 0; round < 3; round += 1) {
      await sleep(IDLE_MS * 4);
      expect(pool.totalCount).toBe(0); // the idle connection really was closed
      await signedInRequestsWork(server, member);
    }
  });

  it('keeps answering after its connection to the database was dropped', async () => {
    await signedInRequestsWork(server, member);
    const { pool } = server.app.kindred.database;
    const client = await pool.connect();
    // Cut the wire under the pooled client, as a broken loopback connection would.
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    client.release(new Error('dropped'));
    await sleep(50);
    await signedInRequestsWork(server, member);
  });

  it('restarts a crashed database process; meanwhile requests fail with 503 (never 500) and health says so', async () => {
    const database = server.app.kindred.database;
    const before = database.embeddedPid?.();
    expect(before).toBeGreaterThan(0);
    process.kill(before!, 'SIGKILL');

    const during = await call(server, 'GET', '/api/auth/me', { token: member.token });
    expect([200, 503]).toContain(during.status);
    if (during.status === 503) expect(during.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });

    const health = await until(
      () => call(server, 'GET', '/api/health'),
      (r) => r.status === 200,
      20_000,
    );
    expect(health.body.data.database.status).toBe('ok');
    expect(database.embeddedPid?.()).not.toBe(before);
    await signedInRequestsWork(server, member);
  });

  it('a database that stops answering: /api/health says so with 503, requests get 503, then recover', async () => {
    const pid = server.app.kindred.database.embeddedPid?.();
    expect(pid).toBeGreaterThan(0);
    const socket = await connectMember(server, member);
    process.kill(pid!, 'SIGSTOP');
    try {
      // A socket event that needs the database is refused as temporary, never as a server error.
      const ack = await socket.timeout(10_000).emitWithAck('updatePrivacySettings', { showOnlineStatus: false });
      expect(ack).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      const health = await call(server, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ success: false, data: { status: 'degraded', database: { status: 'down' } } });
      const me = await call(server, 'GET', '/api/auth/me', { token: member.token });
      expect(me.status).toBe(503);
      expect(me.headers.get('retry-after')).toBeTruthy();
    } finally {
      process.kill(pid!, 'SIGCONT');
      socket.close();
    }
    const health = await until(
      () => call(server, 'GET', '/api/health'),
      (r) => r.status === 200,
      20_000,
    );
    expect(health.body.data.database.status).toBe('ok');
    await signedInRequestsWork(server, member);
  });
});
