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
    // A lived-in stories strip: the demo logins' matches posted, some stories expire soon, none is the logins' own.
    const strip = await call(server, 'GET', '/api/stories', { token: free.body.token });
    expect(strip.body.data.length).toBeGreaterThanOrEqual(3);
    const matchIds = matches.body.data.map((m: { _id: string }) => m._id);
    const fromMatches = strip.body.data.filter((g: { user: { _id: string } }) => matchIds.includes(g.user._id));
    expect(fromMatches.length).toBeGreaterThanOrEqual(3);
    const stories = strip.body.data.flatMap(
      (g: { stories: { backgroundStyle?: string; expiresAt: string }[] }) => g.stories,
    );
    expect(stories.every((s: { backgroundStyle?: string }) => /^gradient-[1-8]$/.test(s.backgroundStyle ?? ''))).toBe(
      true,
    );
    expect(stories.some((s: { expiresAt: string }) => Date.parse(s.expiresAt) - Date.now() < 3_600_000)).toBe(true);
    const status = await call(server, 'GET', '/api/subscription/status', { token: free.body.token });
    expect(status.body.data).toMatchObject({ canCreateStory: true, storyCooldown: 0 });
  });
});
