import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, otherId, registerMember, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();

describe.each(kinds)('members, likes and safety on %s', (kind) => {
  let server: TestServer;
  let a: Member;
  let b: Member;
  let c: Member;
  beforeAll(async () => {
    // No shared browse window and no cached caller: a request's queries then never depend on how long ago an
    // earlier one ran (the query-count test below compares two requests).
    server = await startTestServer(kind, { env: { BROWSE_PAGE_TTL_MS: '0', VIEWER_CACHE_TTL_MS: '0' } });
    a = await registerMember(server, { details: { interests: ['Music', 'Travel', 'Food'] } });
    b = await registerMember(server, {
      details: { iAm: 'woman', interests: ['Music', 'Art'], dateOfBirth: '1995-01-01' },
    });
    c = await registerMember(server, { details: { interests: ['Gaming'], dateOfBirth: '1960-01-01' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('browse: excludes self, pages with page/limit and keyset cursor, reports totals', async () => {
    for (let i = 0; i < 5; i++) await registerMember(server);
    const first = await call(server, 'GET', '/api/users?page=1&limit=3', { token: a.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(3);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.pagination).toMatchObject({ hasNext: true, page: 1, limit: 3 });
    expect(first.body.totalCount).toBeGreaterThanOrEqual(7);
    expect(first.body.data.map((u: { _id: string }) => u._id)).not.toContain(a.id);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { body: { data: { _id: string }[]; nextCursor: string | null } } = await call(
        server,
        'GET',
        `/api/users?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        {
          token: a.token,
        },
      );
      for (const u of res.body.data) seen.add(u._id);
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen.size).toBe(first.body.totalCount);
    const page2 = await call(server, 'GET', '/api/users?page=2&limit=3', { token: a.token });
    expect(page2.body.data[0]._id).not.toBe(first.body.data[0]._id);
  });

  it('browse: sorts online first then by lastActive', async () => {
    const pool = server.app.kindred.database.pool;
    await pool.query('UPDATE users SET is_online = true WHERE id = $1', [c.id]);
    await pool.query("UPDATE users SET last_active = now() + interval '1 minute' WHERE id = $1", [b.id]);
    // Presence and activity are not announced to the browse cache (they show within its page lifetime);
    // these direct writes stand for that lifetime having passed.
    server.app.kindred.changes.announce({ kind: 'cards' });
    const res = await call(server, 'GET', '/api/users?limit=50', { token: a.token });
    expect(res.body.data[0]._id).toBe(c.id);
    expect(res.body.data[1]._id).toBe(b.id);
    const online = await call(server, 'GET', '/api/users?online=true', { token: a.token });
    expect(online.body.data.map((u: { _id: string }) => u._id)).toEqual([c.id]);
    // Hidden online status is neither shown nor used for sorting.
    await call(server, 'PUT', '/api/users/settings', {
      token: c.token,
      body: { privacy: { showOnlineStatus: false } },
    });
    const hidden = await call(server, 'GET', '/api/users?online=true', { token: a.token });
    expect(hidden.body.data).toEqual([]);
    await pool.query('UPDATE users SET is_online = false WHERE id = $1', [c.id]);
    server.app.kindred.changes.announce({ kind: 'cards' });
  });

  it('browse filters: age and interests', async () => {
    const old = await call(server, 'GET', '/api/users?ageMin=60&ageMax=99', { token: a.token });
    expect(old.body.data.map((u: { _id: string }) => u._id)).toEqual([c.id]);
    const art = await call(server, 'GET', '/api/users?interests=Art', { token: a.token });
    expect(art.body.data.map((u: { _id: string }) => u._id)).toEqual([b.id]);
    const photos = await call(server, 'GET', '/api/users?withPhotos=true', { token: a.token });
    expect(photos.body.data).toEqual([]);
    expect((await call(server, 'GET', '/api/users?limit=abc', { token: a.token })).status).toBe(400);
    expect((await call(server, 'GET', '/api/users?cursor=garbage', { token: a.token })).status).toBe(400);
    expect((await call(server, 'GET', '/api/users')).status).toBe(401);
  });

  it('profile: stranger view with common interests; self view is the owner view', async () => {
    const res = await call(server, 'GET', `/api/users/${b.id}`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: b.id, commonInterests: ['Music'], isLiked: false, isMatch: false });
    // a (1990, Tel Aviv, Music/Travel/Food) vs b (1995, Tel Aviv, Music/Art): 25 + 25 + 10.
    expect(res.body.data.compatibility).toEqual({ score: 60, factors: { location: 100, age: 90, interests: 20 } });
    expect(res.body.data.email).toBeUndefined();
    const self = await call(server, 'GET', `/api/users/${a.id}`, { token: a.token });
    expect(self.body.data.email).toBe(a.email);
    expect((await call(server, 'GET', '/api/users/123', { token: a.token })).body).toMatchObject({
      error: 'Invalid user ID',
    });
    expect((await call(server, 'GET', `/api/users/${otherId()}`, { token: a.token })).status).toBe(404);
    expect((await call(server, 'GET', `/api/users/${b.id}`)).status).toBe(401);
  });

  it('profile update with the spec messages; settings read and save', async () => {
    const res = await call(server, 'PUT', '/api/users/profile', {
      token: a.token,
      body: { nickname: 'renamed_a', details: { bio: 'Hello', age: 30, interests: ['Music'] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nickname: 'renamed_a', details: { bio: 'Hello', age: 30 } });
    const bad = [
      [{ nickname: 'x' }, 'Nickname must be at least 3 characters'],
      [{ details: { bio: 'x'.repeat(501) } }, 'Bio cannot exceed 500 characters'],
      [{ details: { age: 17 } }, 'You must be at least 18 years old'],
      [{ details: { interests: Array(11).fill('Music') } }, 'You can select up to 10 interests'],
    ] as const;
    for (const [body, message] of bad) {
      const r = await call(server, 'PUT', '/api/users/profile', { token: a.token, body });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(message);
    }
    const withSettings = await call(server, 'PUT', '/api/users/profile', {
      token: a.token,
      body: { settings: { notifications: { likes: false } } },
    });
    expect(withSettings.body.data.settings.notifications.likes).toBe(false);
    const s = await call(server, 'PUT', '/api/users/settings', {
      token: a.token,
      body: { privacy: { allowStoryReplies: 'friends' } },
    });
    expect(s.body.data.privacy).toMatchObject({ allowStoryReplies: 'friends', showOnlineStatus: true });
    const got = await call(server, 'GET', '/api/users/settings', { token: a.token });
    expect(got.body.data.notifications.likes).toBe(false);
    expect(
      (
        await call(server, 'PUT', '/api/users/settings', {
          token: a.token,
          body: { privacy: { allowStoryReplies: 'x' } },
        })
      ).status,
    ).toBe(400);
    expect((await call(server, 'PUT', '/api/users/profile', { body: {} })).status).toBe(401);
  });

  it('likes: FREE member gets exactly 3 of 10 parallel likes; match detection; likes list', async () => {
    const liker = await registerMember(server);
    const targets = await Promise.all(Array.from({ length: 10 }, () => registerMember(server)));
    const replies = await Promise.all(
      targets.map((t) => call(server, 'POST', `/api/users/${t.id}/like`, { token: liker.token })),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    const refused = replies.filter((r) => r.status === 403);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.body.error).toBe('You have used all your daily likes');
    const liked = targets.find((_, i) => replies[i]!.status === 200)!;
    const again = await call(server, 'POST', `/api/users/${liked.id}/like`, { token: liker.token });
    expect(again.body).toMatchObject({ success: true, message: 'Already liked', likesRemaining: 0 });
    const list = await call(server, 'GET', '/api/users/likes', { token: liker.token });
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data[0].recipient._id).toBeTruthy();

    const received = await call(server, 'GET', '/api/users/likes/received', { token: liked.token });
    expect(received.body.data).toEqual([
      {
        sender: { _id: liker.id, nickname: expect.any(String), photo: null },
        createdAt: expect.any(String),
        matched: false,
      },
    ]);
    expect((await call(server, 'GET', '/api/users/likes/received', { token: liker.token })).body.data).toEqual([]);

    const back = await call(server, 'POST', `/api/users/${liker.id}/like`, { token: liked.token });
    expect(back.body).toMatchObject({ success: true, isMatch: true, likesRemaining: 2 });
    const afterMatch = await call(server, 'GET', '/api/users/likes/received', { token: liked.token });
    expect(afterMatch.body.data[0]).toMatchObject({ sender: { _id: liker.id }, matched: true });
    const matches = await call(server, 'GET', '/api/users/matches', { token: liker.token });
    expect(matches.body.data.map((u: { _id: string }) => u._id)).toEqual([liked.id]);
    const profile = await call(server, 'GET', `/api/users/${liked.id}`, { token: liker.token });
    expect(profile.body.data.isMatch).toBe(true);

    const un = await call(server, 'DELETE', `/api/users/${liked.id}/like`, { token: liker.token });
    expect(un.body.success).toBe(true);
    expect((await call(server, 'GET', '/api/users/matches', { token: liker.token })).body.data).toEqual([]);
  });

  it('likes: premium members are unlimited; self and invalid ids refused', async () => {
    const woman = await registerMember(server, { details: { iAm: 'woman' } });
    const targets = await Promise.all(Array.from({ length: 5 }, () => registerMember(server)));
    for (const t of targets) {
      const r = await call(server, 'POST', `/api/users/${t.id}/like`, { token: woman.token });
      expect(r.body).toMatchObject({ success: true });
      // Unlimited: the count is omitted, never null (a client printed "null likes left").
      expect(r.body).not.toHaveProperty('likesRemaining');
    }
    const again = await call(server, 'POST', `/api/users/${targets[0]!.id}/like`, { token: woman.token });
    expect(again.body).toMatchObject({ success: true, alreadyLiked: true });
    expect(again.body).not.toHaveProperty('likesRemaining');
    const status = await call(server, 'GET', '/api/subscription/status', { token: woman.token });
    expect(status.body.data).toMatchObject({ accountTier: 'FEMALE' });
    expect(status.text).not.toContain('dailyLikes');
    expect(status.text).not.toMatch(/null likes|likesRemaining/);
    expect((await call(server, 'POST', `/api/users/${woman.id}/like`, { token: woman.token })).status).toBe(400);
    expect((await call(server, 'POST', '/api/users/zzz/like', { token: woman.token })).body.error).toBe(
      'Invalid user ID',
    );
    expect((await call(server, 'POST', `/api/users/${otherId()}/like`, { token: woman.token })).status).toBe(404);
    expect((await call(server, 'POST', `/api/users/${b.id}/like`)).status).toBe(401);
  });

  it('blocks hide both members from each other; unblock restores; blocked list', async () => {
    const x = await registerMember(server);
    const y = await registerMember(server);
    const block = await call(server, 'POST', `/api/users/${y.id}/block`, { token: x.token });
    expect(block.body).toMatchObject({ success: true, alreadyBlocked: false });
    expect((await call(server, 'POST', `/api/users/${y.id}/block`, { token: x.token })).body.alreadyBlocked).toBe(true);
    expect((await call(server, 'GET', `/api/users/${y.id}`, { token: x.token })).status).toBe(404);
    expect((await call(server, 'GET', `/api/users/${x.id}`, { token: y.token })).status).toBe(404);
    expect((await call(server, 'POST', `/api/users/${x.id}/like`, { token: y.token })).status).toBe(404);
    const browse = await call(server, 'GET', '/api/users?limit=50', { token: y.token });
    expect(browse.body.data.map((u: { _id: string }) => u._id)).not.toContain(x.id);
    const list = await call(server, 'GET', '/api/users/blocked', { token: x.token });
    expect(list.body.data.map((u: { _id: string }) => u._id)).toEqual([y.id]);
    expect(Object.keys(list.body.data[0]).sort()).toEqual(['_id', 'blockedAt', 'id', 'nickname', 'photo', 'photos']);
    await call(server, 'DELETE', `/api/users/${y.id}/block`, { token: x.token });
    expect((await call(server, 'GET', `/api/users/${y.id}`, { token: x.token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/users/blocked')).status).toBe(401);
  });

  it('report is stored with reason and time and needs a reason', async () => {
    const r = await call(server, 'POST', `/api/users/${b.id}/report`, { token: c.token, body: { reason: 'Spam' } });
    expect(r.body).toMatchObject({ success: true, message: 'User reported successfully' });
    const { rows } = await server.app.kindred.database.pool.query(
      'SELECT reason, created_at FROM reports WHERE reported_id = $1',
      [b.id],
    );
    expect(rows[0].reason).toBe('Spam');
    const missing = await call(server, 'POST', `/api/users/${b.id}/report`, { token: c.token, body: {} });
    expect(missing.body.error).toBe('Please give a reason for the report');
  });

  it('browse and profile use a bounded number of queries regardless of page size', async () => {
    const db = server.app.kindred.database;
    const count = async (path: string) => {
      const before = db.queryCount();
      const res = await call(server, 'GET', path, { token: a.token });
      expect(res.status).toBe(200);
      return db.queryCount() - before;
    };
    const small = await count('/api/users?limit=1');
    const large = await count('/api/users?limit=50');
    expect(large).toBe(small);
    // caller lookup + page + shared filter count + the viewer's hidden-member correction (users/browseCount.ts)
    expect(large).toBeLessThanOrEqual(4);
    expect(await count(`/api/users/${b.id}`)).toBeLessThanOrEqual(3);
    for (const path of [
      '/api/users/likes',
      '/api/users/matches',
      '/api/users/blocked',
      '/api/auth/me',
      '/api/users/photos/permissions',
    ]) {
      expect(await count(path), path).toBeLessThanOrEqual(2);
    }
  });
});

describe.each(kinds)('like notifications and lastActive on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a like emits newLike to the liked member, with isMatch when mutual', async () => {
    const { io: connect } = await import('socket.io-client');
    const a = await registerMember(server);
    const b = await registerMember(server);
    const socket = connect(server.url, { transports: ['websocket'], reconnection: false, auth: { token: b.token } });
    await new Promise((resolve) => socket.on('welcome', resolve));
    const first = new Promise<{ sender: { _id: string }; isMatch: boolean }>((resolve) =>
      socket.once('newLike', resolve),
    );
    await call(server, 'POST', `/api/users/${b.id}/like`, { token: a.token });
    expect(await first).toMatchObject({ sender: { _id: a.id }, isMatch: false });
    const second = new Promise<{ sender: { _id: string }; isMatch: boolean }>((resolve) =>
      socket.once('newLike', resolve),
    );
    const c = await registerMember(server);
    await call(server, 'POST', `/api/users/${c.id}/like`, { token: b.token });
    await call(server, 'POST', `/api/users/${b.id}/like`, { token: c.token });
    expect(await second).toMatchObject({ sender: { _id: c.id }, isMatch: true });
    socket.close();
  });

  it('activity refreshes a stale lastActive', async () => {
    const m = await registerMember(server);
    const { pool } = server.app.kindred.database;
    await pool.query("UPDATE users SET last_active = now() - interval '1 day' WHERE id = $1", [m.id]);
    await call(server, 'GET', '/api/auth/verify', { token: m.token });
    await new Promise((r) => setTimeout(r, 100));
    const { rows } = await pool.query(
      "SELECT last_active > now() - interval '1 minute' AS fresh FROM users WHERE id = $1",
      [m.id],
    );
    expect(rows[0].fresh).toBe(true);
  });
});

describe.each(kinds)('production rate limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('login answers 429 with Retry-After beyond 30 per minute from one address', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | null = null;
    for (let i = 0; i < 32; i++) {
      last = await call(server, 'POST', '/api/auth/login', {
        body: { email: `x${i}@example.test`, password: 'Wrong1!xx' },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(last!.status).toBe(429);
    expect(last!.body).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      messageKey: 'core:limits.login',
    });
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
