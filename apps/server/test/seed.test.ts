import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, isDatabaseEmpty, seedDemo } from '../src/seed/seed';
import { call } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();

describe.each(kinds)('demo seed on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('seeds members with avatars, likes, matches and requests; both demo logins work', async () => {
    const { pool } = server.app.kindred.database;
    expect(await isDatabaseEmpty(pool)).toBe(true);
    const progress: string[] = [];
    expect(await seedDemo(pool, server.config.dataDir, { count: 30, onProgress: (m) => progress.push(m) })).toBe(30);
    expect(progress.length).toBeGreaterThan(3);
    expect(await isDatabaseEmpty(pool)).toBe(false);

    const free = await call(server, 'POST', '/api/auth/login', { body: DEMO_LOGINS.free });
    expect(free.status).toBe(200);
    expect(free.body.user.accountTier).toBe('FREE');
    const premium = await call(server, 'POST', '/api/auth/login', { body: DEMO_LOGINS.premium });
    expect(premium.body.user.accountTier).toBe('PAID');

    const browse = await call(server, 'GET', '/api/users?limit=50', { token: free.body.token });
    expect(browse.body.totalCount).toBe(29);
    const withPhoto = browse.body.data[0];
    expect((await fetch(server.url + withPhoto.photo)).headers.get('content-type')).toBe('image/webp');
    const matches = await call(server, 'GET', '/api/users/matches', { token: free.body.token });
    expect(matches.body.data.length).toBeGreaterThanOrEqual(3);
    const pending = await call(server, 'GET', '/api/users/photos/permissions?status=pending', {
      token: premium.body.token,
    });
    expect(pending.body.data.length).toBeGreaterThanOrEqual(1);
  });
});
