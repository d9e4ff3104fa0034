/**
 * Cross-cutting checks over every endpoint: 401 without a token, the IDOR matrix (a foreign member's token on
 * every id-taking endpoint: no data, no write), exact reply allow-lists per viewer, and a scan of every JSON
 * reply for data the viewer is not entitled to (email, password data, tokens, private file names).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call as rawCall, otherId, registerMember, verify, type Member, type Reply } from './api';
import { endpoints, publicPaths } from './endpoints';
import { jpegWithGps, upload } from './fixtures';
import { databaseKinds, startTestServer, type TestServer } from './harness';

/** The exact field sets each viewer may receive (decisions: reply allow-lists), independent of the implementation. */
const PUBLIC_FIELDS = [
  '_id',
  'id',
  'nickname',
  'username',
  'role',
  'accountTier',
  'isCouple',
  'isVerified',
  'isOnline',
  'createdAt',
  'photos',
  'photo',
  'avatar',
  'lastActive',
  'details',
].sort();
/** A card of the browse list: less than the profile (no gallery, no join date, fewer details). */
const CARD_FIELDS = [
  '_id',
  'nickname',
  'role',
  'accountTier',
  'isCouple',
  'isVerified',
  'isOnline',
  'lastActive',
  'photo',
  'avatar',
  'photoCount',
  'photos',
  'details',
  'isLiked',
].sort();
const CARD_DETAILS = ['age', 'bio', 'gender', 'iAm', 'interests', 'location'].sort();
/** The owner sees the public fields plus what is theirs alone. */
const OWNER_FIELDS = [...PUBLIC_FIELDS, 'email', 'isPaid', 'isPremium', 'subscription', 'settings'].sort();

const kinds = await databaseKinds();

describe.each(kinds)('security matrix on %s', (kind) => {
  let server: TestServer;
  let owner: Member;
  let requester: Member;
  let attacker: Member;
  let match: Member;
  let publicPhotoId: string;
  let privatePhotoId: string;
  let privateFiles: string[];
  let permissionId: string;
  let storyId: string;
  let commentId: string;
  let notificationId: string;
  const seen: { path: string; viewer: string; reply: Reply }[] = [];

  const call = async (viewer: Member | null, method: string, path: string, body?: unknown) => {
    const reply = await rawCall(server, method, path, { token: viewer?.token, body });
    if (viewer && viewer !== owner) seen.push({ path, viewer: viewer.id, reply });
    return reply;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await registerMember(server);
    requester = await registerMember(server);
    attacker = await registerMember(server, { details: { iAm: 'woman' } });
    match = await registerMember(server);
    await Promise.all([owner, requester, attacker, match].map((m) => verify(server, m)));
    const jpeg = await jpegWithGps();
    publicPhotoId = (await upload(server, owner, jpeg)).body.data._id;
    privatePhotoId = (await upload(server, owner, jpeg, { isPrivate: true })).body.data._id;
    await rawCall(server, 'POST', `/api/users/${owner.id}/request-photo-access`, { token: requester.token });
    const pool = server.app.kindred.database.pool;
    const { rows } = await pool.query('SELECT id FROM photo_access WHERE owner_id = $1', [owner.id]);
    permissionId = rows[0].id;
    const files = await pool.query('SELECT file_name FROM photos WHERE user_id = $1 AND is_private', [owner.id]);
    privateFiles = files.rows.map((r) => r.file_name);
    await rawCall(server, 'POST', `/api/users/${owner.id}/like`, { token: match.token });
    await rawCall(server, 'POST', `/api/users/${match.id}/like`, { token: owner.token });
    const story = await rawCall(server, 'POST', '/api/stories', { token: owner.token, body: { content: 'my story' } });
    storyId = story.body.data._id;
    const comment = await rawCall(server, 'POST', `/api/stories/${storyId}/comments`, {
      token: owner.token,
      body: { content: 'first' },
    });
    commentId = comment.body.data._id;
    await rawCall(server, 'POST', `/api/stories/${storyId}/view`, { token: requester.token });
    await rawCall(server, 'POST', `/api/stories/${storyId}/react`, {
      token: requester.token,
      body: { reactionType: 'love' },
    });
    notificationId = (await pool.query('SELECT id FROM notifications WHERE recipient_id = $1 LIMIT 1', [owner.id]))
      .rows[0].id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('every non-public endpoint answers 401 without a token', async () => {
    for (const e of endpoints) {
      if (publicPaths.has(e.path)) continue;
      const res = await rawCall(server, e.method, e.path.replace(':id', otherId()), { body: e.body });
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('every id-taking endpoint refuses a malformed id with 400 before the database', async () => {
    const db = server.app.kindred.database;
    for (const e of endpoints.filter((x) => x.path.includes(':id'))) {
      const before = db.queryCount();
      const res = await rawCall(server, e.method, e.path.replace(':id', 'not-an-id'), {
        token: attacker.token,
        body: e.body,
      });
      expect(res.status, `${e.method} ${e.path}`).toBe(400);
      expect(res.body.error).toMatch(/^Invalid (user|photo|request|story|comment|notification) ID$/);
      expect(db.queryCount() - before, `${e.path} touched the database`).toBe(0);
    }
  });

  it('IDOR matrix: a foreign member gets no data and changes nothing', async () => {
    const pool = server.app.kindred.database.pool;
    const snapshot = async () => ({
      photos: (await pool.query('SELECT id, is_private FROM photos WHERE user_id = $1 ORDER BY id', [owner.id])).rows,
      profile: (await pool.query('SELECT profile_photo_id, email, nickname FROM users WHERE id = $1', [owner.id])).rows,
      access: (await pool.query('SELECT requester_id, status FROM photo_access WHERE owner_id = $1', [owner.id])).rows,
      stories: (await pool.query('SELECT id, content FROM stories WHERE user_id = $1', [owner.id])).rows,
      comments: (await pool.query('SELECT id, user_id FROM story_comments ORDER BY id')).rows,
      notifications: (
        await pool.query('SELECT id, read, count FROM notifications WHERE recipient_id = $1 ORDER BY id', [owner.id])
      ).rows,
      likes: (
        await pool.query('SELECT liker_id, liked_id FROM likes WHERE liker_id = $1 OR liked_id = $1 ORDER BY 1, 2', [
          owner.id,
        ])
      ).rows,
    });
    const before = await snapshot();
    const attempts: [string, string, unknown, number[]][] = [
      ['PUT', `/api/users/photos/${publicPhotoId}/privacy`, { isPrivate: true }, [404]],
      ['PUT', `/api/users/photos/${privatePhotoId}/privacy`, { isPrivate: false }, [404]],
      ['PUT', `/api/users/photos/${privatePhotoId}/profile`, undefined, [404]],
      ['DELETE', `/api/users/photos/${publicPhotoId}`, undefined, [404]],
      ['PUT', `/api/photos/permissions/${permissionId}`, { status: 'approved' }, [404]],
      ['PUT', `/api/users/${requester.id}/approve-photo-access`, undefined, [404]],
      ['PUT', `/api/users/${requester.id}/reject-photo-access`, undefined, [404]],
      ['DELETE', `/api/users/${requester.id}/photo-access`, undefined, [200]],
      ['POST', '/api/users/photos/approve-all', { requesterId: requester.id }, [200]],
      ['GET', `/api/users/photos/permissions?requestedBy=${requester.id}`, undefined, [200]],
      ['GET', `/api/users/${owner.id}`, undefined, [200]],
      ['GET', `/api/users/${owner.id}/photo-access-status`, undefined, [200]],
      ['DELETE', `/api/users/${owner.id}/like`, undefined, [200]],
      ['DELETE', `/api/users/${match.id}/like`, undefined, [200]],
      ['DELETE', `/api/users/${owner.id}/block`, undefined, [200]],
      ['DELETE', `/api/stories/${storyId}`, undefined, [403]],
      ['GET', `/api/stories/${storyId}/viewers`, undefined, [403]],
      ['DELETE', `/api/stories/comments/${commentId}`, undefined, [404]],
      ['DELETE', `/api/stories/${storyId}/react`, undefined, [200]],
      ['PUT', `/api/notifications/${notificationId}/read`, undefined, [404]],
      ['PUT', '/api/notifications/read', { ids: [notificationId] }, [200]],
      ['GET', '/api/notifications', undefined, [200]],
      [
        'GET',
        `/api/photos/private/${privatePhotoId}?v=${attacker.id}&exp=9999999999&sig=${'A'.repeat(43)}`,
        undefined,
        [404],
      ],
      [
        'GET',
        `/api/photos/private/${privatePhotoId}?v=${owner.id}&exp=9999999999&sig=${'A'.repeat(43)}`,
        undefined,
        [404],
      ],
    ];
    for (const [method, path, body, statuses] of attempts) {
      const res = await call(attacker, method, path, body);
      expect(statuses, `${method} ${path} → ${res.status}`).toContain(res.status);
      if (path.startsWith('/api/users/photos/approve-all')) expect(res.body.approvedCount).toBe(0);
      if (path.includes('permissions?')) expect(res.body.data).toEqual([]);
      if (path.endsWith('photo-access-status')) expect(res.body.status).toBe('none');
      if (path.startsWith('/api/stories')) expect(JSON.stringify(res.body)).not.toContain(requester.id);
      if (path.startsWith('/api/notifications')) expect(JSON.stringify(res.body)).not.toContain(notificationId);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a blocked member gets 404 on every endpoint about the blocker, and never sees them in lists', async () => {
    const blocked = await registerMember(server);
    await verify(server, blocked);
    await rawCall(server, 'POST', `/api/users/${blocked.id}/block`, { token: owner.token });
    const attempts: [string, string][] = [
      ['GET', `/api/users/${owner.id}`],
      ['POST', `/api/users/${owner.id}/like`],
      ['POST', `/api/users/${owner.id}/request-photo-access`],
      ['GET', `/api/users/${owner.id}/photo-access-status`],
      ['POST', `/api/photos/${publicPhotoId}/request`],
    ];
    for (const [method, path] of attempts) {
      const res = await call(blocked, method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const browse = await call(blocked, 'GET', '/api/users?limit=50');
    expect(browse.body.data.map((u: { _id: string }) => u._id)).not.toContain(owner.id);
    // The blocker's own lists hide the blocked member too.
    await rawCall(server, 'POST', `/api/users/${owner.id}/like`, { token: blocked.token });
    const likes = await rawCall(server, 'GET', '/api/users/likes', { token: owner.token });
    expect(JSON.stringify(likes.body)).not.toContain(blocked.id);
    const likedMe = await rawCall(server, 'GET', '/api/users/likes/received', { token: owner.token });
    expect(likedMe.status).toBe(200);
    expect(JSON.stringify(likedMe.body)).not.toContain(blocked.id);
  });

  it('a member who blocked the viewer answers exactly as a missing member everywhere, avatars included', async () => {
    const blocker = await registerMember(server);
    const viewer = await registerMember(server);
    await Promise.all([verify(server, blocker), verify(server, viewer)]);
    await upload(server, blocker, await jpegWithGps()); // the blocker's avatar is a photo
    // The blocker once asked for the viewer's photos; then they blocked the viewer, at the same moment as the viewer
    // blocked them (two simultaneous blocks both pass the check: the rows are written directly here).
    await rawCall(server, 'POST', `/api/users/${viewer.id}/request-photo-access`, { token: blocker.token });
    const pool = server.app.kindred.database.pool;
    const permission = (await pool.query('SELECT id FROM photo_access WHERE requester_id = $1', [blocker.id])).rows[0];
    expect((await rawCall(server, 'POST', `/api/users/${viewer.id}/block`, { token: blocker.token })).status).toBe(200);
    await pool.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [viewer.id, blocker.id]);
    // Lists: the viewer's own block of the blocker is hidden too (it would say the blocker still exists).
    const blockedList = await rawCall(server, 'GET', '/api/users/blocked', { token: viewer.token });
    expect(blockedList.status).toBe(200);
    expect(JSON.stringify(blockedList.body)).not.toContain(blocker.id);
    const requests = await rawCall(server, 'GET', '/api/users/photos/permissions', { token: viewer.token });
    expect(JSON.stringify(requests.body)).not.toContain(blocker.id);

    const missing = otherId();
    const routes: [string, (id: string) => string, unknown?][] = [
      ['GET', (id) => `/api/users/${id}`],
      ['POST', (id) => `/api/users/${id}/like`],
      ['DELETE', (id) => `/api/users/${id}/like`],
      ['POST', (id) => `/api/users/${id}/block`],
      ['POST', (id) => `/api/users/${id}/report`, { reason: 'spam' }],
      ['POST', (id) => `/api/users/${id}/request-photo-access`],
      ['GET', (id) => `/api/users/${id}/photo-access-status`],
      ['PUT', (id) => `/api/users/${id}/approve-photo-access`],
      ['PUT', (id) => `/api/users/${id}/reject-photo-access`],
      ['DELETE', (id) => `/api/users/${id}/photo-access`],
      ['POST', () => '/api/users/photos/approve-all', { requesterId: blocker.id }],
      [
        'PUT',
        (id) => `/api/photos/permissions/${id === blocker.id ? permission.id : otherId()}`,
        { status: 'approved' },
      ],
      // Last: it lifts the viewer's own block (unblocking answers alike for every id: there is nothing to tell).
      ['DELETE', (id) => `/api/users/${id}/block`],
    ];
    for (const [method, path, body] of routes) {
      const forBlocker = await rawCall(server, method, path(blocker.id), { token: viewer.token, body });
      const bodyForMissing =
        body && typeof body === 'object' && 'requesterId' in body ? { requesterId: missing } : body;
      const forMissing = await rawCall(server, method, path(missing), { token: viewer.token, body: bodyForMissing });
      expect(forBlocker.status, `${method} ${path(':id')}`).toBe(forMissing.status);
      expect(forBlocker.text, `${method} ${path(':id')}`).toBe(forMissing.text);
    }
    const avatar = (id: string) =>
      fetch(`${server.url}/api/avatars/${id}`, {
        redirect: 'manual',
        headers: { authorization: `Bearer ${viewer.token}` },
      });
    const [a, b] = await Promise.all([avatar(blocker.id), avatar(missing)]);
    expect(a.status).toBe(200);
    expect(a.status).toBe(b.status);
    for (const h of ['content-type', 'cache-control', 'location', 'vary']) {
      expect(a.headers.get(h), h).toBe(b.headers.get(h));
    }
    expect(await a.text()).toBe(await b.text());
    // Nothing was written about the blocker: no like, no report, the request still pending.
    expect((await pool.query('SELECT 1 FROM reports WHERE reporter_id = $1', [viewer.id])).rows).toEqual([]);
    expect((await pool.query('SELECT 1 FROM likes WHERE liker_id = $1', [viewer.id])).rows).toEqual([]);
    expect((await pool.query('SELECT status FROM photo_access WHERE id = $1', [permission.id])).rows[0].status).toBe(
      'pending',
    );
    expect((await pool.query('SELECT 1 FROM blocks WHERE blocker_id = $1', [viewer.id])).rows).toEqual([]);

    // The other way round, the blocker still reports, unblocks and blocks the viewer, who exists for them.
    const asBlocker = (method: string, path: string, body?: unknown) =>
      rawCall(server, method, path, { token: blocker.token, body });
    expect((await asBlocker('POST', `/api/users/${viewer.id}/report`, { reason: 'spam' })).status).toBe(200);
    expect((await asBlocker('DELETE', `/api/users/${viewer.id}/block`)).status).toBe(200);
    expect((await asBlocker('POST', `/api/users/${viewer.id}/block`)).body).toMatchObject({ alreadyBlocked: false });
    const mine = await asBlocker('GET', '/api/users/blocked');
    expect(mine.body.data.map((m: { _id: string }) => m._id)).toContain(viewer.id);
    expect((await asBlocker('GET', `/api/users/${viewer.id}`)).status).toBe(404); // hidden both ways
    // Once the block is lifted, the viewer sees the blocker's photo avatar again.
    await asBlocker('DELETE', `/api/users/${viewer.id}/block`);
    expect((await avatar(blocker.id)).status).toBe(302);
  });

  it('reply allow-lists: exact field sets per viewer type', async () => {
    /** A profile reply's member: the same at `data`, `data.user` and `user` (docs/product/README.md). */
    const profileOf = (reply: Reply) => {
      const { user, ...data } = reply.body.data;
      expect(user).toEqual(data);
      expect(reply.body.user).toEqual(data);
      return { body: { data } };
    };
    const me = await call(match, 'GET', '/api/auth/me');
    expect(Object.keys(me.body.data).sort()).toEqual(OWNER_FIELDS);
    const self = profileOf(await call(match, 'GET', `/api/users/${match.id}`));
    expect(Object.keys(self.body.data).sort()).toEqual(OWNER_FIELDS);
    const profileExtras = [
      'commonInterests',
      'compatibility',
      'hasRequestedMyPhotos',
      'isLiked',
      'isMatch',
      'photoAccessStatus',
    ];
    const asMatch = profileOf(await call(match, 'GET', `/api/users/${owner.id}`));
    expect(asMatch.body.data.isMatch).toBe(true);
    expect(Object.keys(asMatch.body.data).sort()).toEqual([...PUBLIC_FIELDS, ...profileExtras].sort());
    const asStranger = profileOf(await call(attacker, 'GET', `/api/users/${owner.id}`));
    expect(asStranger.body.data.isMatch).toBe(false);
    expect(Object.keys(asStranger.body.data).sort()).toEqual([...PUBLIC_FIELDS, ...profileExtras].sort());
    expect(Object.keys(asStranger.body.data.details).sort()).toEqual(
      [
        'age',
        'bio',
        'gender',
        'iAm',
        'interests',
        'intoTags',
        'location',
        'lookingFor',
        'maritalStatus',
        'turnOns',
      ].sort(),
    );
    const locked = asStranger.body.data.photos.find((p: { _id: string }) => p._id === privatePhotoId);
    expect(locked).toEqual({ _id: privatePhotoId, isPrivate: true });
    const browse = await call(attacker, 'GET', '/api/users?limit=50');
    expect(browse.body.data.length).toBeGreaterThan(0);
    for (const item of browse.body.data) {
      expect(Object.keys(item).sort()).toEqual(CARD_FIELDS);
      expect(
        Object.keys(item.details)
          .filter((k) => item.details[k] !== undefined)
          .sort(),
      ).toEqual(expect.arrayContaining(['age', 'bio', 'interests', 'location']));
      for (const key of Object.keys(item.details)) expect(CARD_DETAILS).toContain(key);
    }
    // The public teaser (decision 0050): a visitor gets nickname, age, city and photo — no id, nothing to follow.
    await server.app.kindred.database.pool.query('UPDATE users SET is_online = true WHERE id = $1', [owner.id]);
    await call(match, 'PUT', '/api/users/profile', { details: { bio: 'drop the teaser cache' } });
    const teaser = await rawCall(server, 'GET', '/api/users/online-teaser');
    expect(teaser.body.data.length).toBeGreaterThan(0);
    for (const item of teaser.body.data)
      expect(Object.keys(item).sort()).toEqual(['age', 'location', 'nickname', 'photo']);
    const matches = await call(match, 'GET', '/api/users/matches');
    expect(matches.body.data).toHaveLength(1);
    expect(Object.keys(matches.body.data[0]).sort()).toEqual([...PUBLIC_FIELDS, 'matchedAt'].sort());
    const likes = await call(match, 'GET', '/api/users/likes');
    expect(Object.keys(likes.body.data[0]).sort()).toEqual(['createdAt', 'recipient']);
    expect(Object.keys(likes.body.data[0].recipient).sort()).toEqual(['_id', 'nickname', 'photo']);
    const likedMe = await call(owner, 'GET', '/api/users/likes/received');
    expect(Object.keys(likedMe.body.data[0]).sort()).toEqual(['createdAt', 'matched', 'sender']);
    expect(Object.keys(likedMe.body.data[0].sender).sort()).toEqual(['_id', 'nickname', 'photo']);
    const pending = await rawCall(server, 'GET', '/api/users/photos/permissions?status=pending', {
      token: owner.token,
    });
    expect(Object.keys(pending.body.data[0]).sort()).toEqual([
      '_id',
      'createdAt',
      'owner',
      'requestedBy',
      'status',
      'updatedAt',
    ]);
    expect(Object.keys(pending.body.data[0].requestedBy).sort()).toEqual(['_id', 'nickname', 'photo']);
    const notes = await rawCall(server, 'GET', '/api/notifications', { token: owner.token });
    expect(Object.keys(notes.body).sort()).toEqual(['data', 'hasMore', 'nextCursor', 'success', 'unreadCount']);
    expect(notes.body.data.length).toBeGreaterThan(0);
    for (const n of notes.body.data) {
      expect(Object.keys(n).sort()).toEqual(
        [
          '_id',
          'count',
          'createdAt',
          'data',
          'isMatch',
          'message',
          'read',
          'sender',
          'title',
          'type',
          'updatedAt',
        ].sort(),
      );
      expect(Object.keys(n.sender).sort()).toEqual(['_id', 'nickname', 'photo']);
    }
  });

  it('every endpoint, as every non-owner viewer: no email, password data, tokens or private file names', async () => {
    for (const viewer of [attacker, requester, match]) {
      for (const e of endpoints) {
        if (e.multipart || e.path === '/api/users/account' || e.path === '/api/auth/logout') continue;
        const id = e.path.startsWith('/api/stories/comments/')
          ? commentId
          : e.path.startsWith('/api/stories/:id')
            ? storyId
            : e.path.startsWith('/api/notifications/')
              ? notificationId
              : owner.id;
        const path = e.path.replace(':id', id);
        await call(viewer, e.method, path, e.body);
      }
    }
    expect(seen.length).toBeGreaterThan(100);
    for (const { path, reply } of seen) {
      for (const secret of [
        owner.email,
        '$argon2',
        'password_hash',
        'passwordHash',
        owner.cookie.split('=')[1]!,
        ...privateFiles,
      ]) {
        expect(reply.text.includes(secret), `${path} leaked ${secret}`).toBe(false);
      }
      expect(reply.status, path).toBeLessThan(500);
    }
  });
});
