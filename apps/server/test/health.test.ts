import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { registerMember } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();

describe.each(kinds)('server skeleton on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['/health', '/api/health'])('%s reports the database it runs on', async (route) => {
    const res = await fetch(server.url + route);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      data: { status: 'ok', database: { kind, status: 'ok' }, redis: 'off' },
    });
    expect((body as { data: object }).data).not.toHaveProperty('eventLoopDelayMs'); // only with DEBUG_EVENT_LOOP=1
    expect((body as { data: object }).data).not.toHaveProperty('memory');
  });

  it('ran the migrations (tables exist and accept writes)', async () => {
    const { pool } = server.app.kindred.database;
    await pool.query(`INSERT INTO page_views (path, day, count) VALUES ('/', CURRENT_DATE, 1)`);
    const { rows } = await pool.query(`SELECT count FROM page_views WHERE path = '/'`);
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('unknown API paths answer 404 in the JSON envelope', async () => {
    const res = await fetch(`${server.url}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      error: 'Not found',
      code: 'NOT_FOUND',
      messageKey: 'core:errors.notFound',
    });
  });

  it('malformed JSON bodies get a 400, not a 5xx', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses a socket without a valid token and accepts one with a signed token', async () => {
    const anonymous = connect(server.url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: 'forged' },
    });
    const refused = await new Promise<string>((resolve) => anonymous.on('connect_error', (e) => resolve(e.message)));
    expect(refused).toBe('Authentication failed');
    anonymous.close();

    const member = await registerMember(server);
    const socket = connect(server.url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: member.token },
    });
    const welcome = await new Promise<{ userId: string }>((resolve) => socket.on('welcome', resolve));
    expect(welcome.userId).toBe(member.id);
    const pong = await socket.timeout(2000).emitWithAck('ping');
    expect(typeof pong.time).toBe('number');
    socket.close();
  });
});

describe('the event loop delay on /api/health (DEBUG_EVENT_LOOP, for bench:realtime)', () => {
  it('is reported only when asked for, and never in production', async () => {
    expect(loadConfig({ DEBUG_EVENT_LOOP: '1', NODE_ENV: 'production' }, { jwtSecret: 'x'.repeat(32) })).toMatchObject({
      debugEventLoop: false,
    });
    const debug = await startTestServer(kinds[0]!, { env: { DEBUG_EVENT_LOOP: '1' } });
    try {
      await new Promise((r) => setTimeout(r, 100));
      const body = (await (await fetch(`${debug.url}/api/health?gc=1`)).json()) as {
        data: { eventLoopDelayMs: { p50: number; p99: number; max: number }; memory: object };
      };
      // The memory split the idle-socket benchmark reads (decision 0195).
      expect(body.data.memory).toMatchObject({
        heapUsed: expect.any(Number),
        external: expect.any(Number),
        arrayBuffers: expect.any(Number),
      });
      expect(body.data.eventLoopDelayMs).toEqual({
        p50: expect.any(Number),
        p99: expect.any(Number),
        max: expect.any(Number),
      });
      expect(body.data.eventLoopDelayMs.max).toBeGreaterThanOrEqual(body.data.eventLoopDelayMs.p50);
    } finally {
      await debug.close();
    }
  }, 120_000);
});
