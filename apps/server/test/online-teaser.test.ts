/**
 * GET /api/users/online-teaser (decision 0050): public, only members who are online, show it, are not
 * suspended and have a public profile photo; at most 12; nickname, age, city and photo only — no ids; one read
 * per 30 s for everyone, dropped at once when a listed member changes their privacy settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerMember, type Member } from './api';
import { jpegWithGps, upload } from './fixtures';
import { startTestServer, type TestServer } from './harness';

describe('the public online teaser', () => {
  let server: TestServer;
  let shown: Member[];
  let privateOnly: Member;
  let hidesStatus: Member;
  let offline: Member;
  let suspended: Member;
  let noPhoto: Member;

  const sql = (text: string, params: unknown[]) => server.app.kindred.database.pool.query(text, params);
  const setOnline = (members: Member[]) =>
    sql('UPDATE users SET is_online = true WHERE id = ANY($1::text[])', [members.map((m) => m.id)]);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const jpeg = await jpegWithGps();
    const withPhoto = async (overrides: Record<string, unknown> = {}) => {
      const member = await registerMember(server, overrides);
      expect((await upload(server, member, jpeg)).status).toBe(201);
      return member;
    };
    shown = [];
    for (let i = 0; i < 13; i += 1) shown.push(await withPhoto({ details: { dateOfBirth: '1994-02-03' } }));
    privateOnly = await registerMember(server);
    await upload(server, privateOnly, jpeg, { isPrivate: true });
    hidesStatus = await withPhoto();
    await call(server, 'PUT', '/api/users/settings', {
      token: hidesStatus.token,
      body: { privacy: { showOnlineStatus: false } },
    });
    offline = await withPhoto();
    suspended = await withPhoto();
    await sql("UPDATE users SET role = 'suspended' WHERE id = $1", [suspended.id]);
    noPhoto = await registerMember(server);
    await setOnline([...shown, privateOnly, hidesStatus, suspended, noPhoto]);
    // Most recently active first: the first 12 of `shown` in this order.
    for (const [i, member] of shown.entries()) {
      await sql(`UPDATE users SET last_active = now() - make_interval(secs => $2) WHERE id = $1`, [member.id, i]);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a visitor with at most 12 online members with a public photo, and nothing to follow', async () => {
    const res = await call(server, 'GET', '/api/users/online-teaser');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(res.body.success).toBe(true);
    const items = res.body.data as { nickname: string; age: number; location: string; photo: string }[];
    // The bytes the home page reads: the envelope, then each item's four fields in this order.
    expect(res.text).toBe(JSON.stringify({ success: true, data: items }));
    expect(Object.keys(res.body)).toEqual(['success', 'data']);
    expect(items).toHaveLength(12);
    expect(items.map((i) => i.nickname)).toEqual(shown.slice(0, 12).map((m) => m.user.nickname));
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['age', 'location', 'nickname', 'photo']);
      expect(item.location).toBe('Tel Aviv');
      expect(item.age).toBeGreaterThanOrEqual(18);
      expect(item.photo).toMatch(/^\/uploads\/images\/[\w-]+_thumb\.webp$/);
    }
    // No member id, email or profile link anywhere in the reply.
    for (const member of [...shown, privateOnly, hidesStatus, offline, suspended, noPhoto]) {
      expect(res.text).not.toContain(member.id);
      expect(res.text).not.toContain(member.email);
    }
    expect(res.text).not.toContain('/user/');
    const photo = await fetch(`${server.url}${items[0]!.photo}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('leaves out private-only photos, hidden status, offline, suspended and photo-less members', async () => {
    // Make room: only two of the shown members stay online.
    await sql('UPDATE users SET is_online = false WHERE id = ANY($1::text[])', [shown.slice(2).map((m) => m.id)]);
    // A notice about a listed member drops the cached list (a profile edit announces `card`).
    await call(server, 'PUT', '/api/users/profile', { token: shown[2]!.token, body: { details: { bio: 'hi' } } });
    const res = await call(server, 'GET', '/api/users/online-teaser');
    expect(res.body.data.map((i: { nickname: string }) => i.nickname).sort()).toEqual(
      shown
        .slice(0, 2)
        .map((m) => m.user.nickname)
        .sort(),
    );
  });

  it('is read once for everyone within 30 s, and dropped when a listed member hides their status', async () => {
    const db = server.app.kindred.database;
    await call(server, 'GET', '/api/users/online-teaser');
    const before = db.queryCount();
    await setOnline([offline]); // comes online: shown after the cache expires, not before
    const cached = await Promise.all([1, 2, 3].map(() => call(server, 'GET', '/api/users/online-teaser')));
    expect(db.queryCount() - before).toBe(1); // the UPDATE above; no read for the three replies
    for (const res of cached) {
      expect(res.body.data.map((i: { nickname: string }) => i.nickname)).not.toContain(offline.user.nickname);
    }

    await call(server, 'PUT', '/api/users/settings', {
      token: shown[0]!.token,
      body: { privacy: { showOnlineStatus: false } },
    });
    const after = await call(server, 'GET', '/api/users/online-teaser');
    const names = after.body.data.map((i: { nickname: string }) => i.nickname);
    expect(names).not.toContain(shown[0]!.user.nickname);
    expect(names).toContain(offline.user.nickname);
  });
});
