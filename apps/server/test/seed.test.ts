import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatibility } from '@kindred/core';
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
    // Names read like people's: a repeated first name gets a last initial, never a long number.
    const names: string[] = browse.body.data.map((m: { nickname: string }) => m.nickname);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    expect(names.filter((n) => /\d{2,}/.test(n))).toEqual([]);
    // Portraits (decision 0088): 2–4 public pictures per member, the first is the profile photo, and each is a real
    // picture — a decodable 512 × 512 WebP with a thumbnail, different from the member's other pictures.
    const { rows: counts } = await pool.query(
      `SELECT u.id, count(p.id) FILTER (WHERE NOT p.is_private)::int AS public, count(p.id)::int AS total,
         u.photo_count, bool_or(p.id = u.profile_photo_id AND NOT p.is_private) AS has_profile
       FROM users u LEFT JOIN photos p ON p.user_id = u.id GROUP BY u.id`,
    );
    expect(counts).toHaveLength(30);
    for (const row of counts) {
      expect(row.public, row.id).toBeGreaterThanOrEqual(2);
      expect(row.public, row.id).toBeLessThanOrEqual(4);
      expect(row.photo_count, row.id).toBe(row.total);
      expect(row.has_profile, row.id).toBe(true);
    }
    expect(new Set(counts.map((c) => c.public)).size).toBeGreaterThan(1);
    const member =
      browse.body.data.find((m: { photos?: unknown[] }) => (m.photos?.length ?? 0) >= 2) ?? browse.body.data[0];
    const profile = await call(server, 'GET', `/api/users/${member._id}`, { token: free.body.token });
    const pictures: { url: string; thumbnailUrl?: string; isPrivate?: boolean }[] = profile.body.data.photos.filter(
      (p: { isPrivate?: boolean }) => !p.isPrivate,
    );
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    expect(pictures[0]!.url).toBe(member.photo);
    const digests = new Set<string>();
    for (const picture of pictures) {
      const response = await fetch(server.url + picture.url);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
      // Not a flat fill: a drawn picture has many colours.
      const { channels } = await sharp(bytes).stats();
      expect(channels.slice(0, 3).some((c) => c.stdev > 20)).toBe(true);
      digests.add(createHash('sha256').update(bytes).digest('hex'));
      if (picture.thumbnailUrl) {
        const thumb = await fetch(server.url + picture.thumbnailUrl);
        expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320);
      }
    }
    expect(digests.size).toBe(pictures.length);
    // The demo logins' neighbourhood: compatibility scores (core's rule, as the profile shows them) spread out
    // instead of sitting at the 5 % floor.
    for (const login of [free, premium]) {
      const everyone = await call(server, 'GET', '/api/users?limit=50', { token: login.body.token });
      const own = login.body.user.details;
      const scores: number[] = everyone.body.data.map(
        (m: { details: { age?: number; location?: string; interests?: string[] } }) =>
          compatibility(own, m.details).score,
      );
      expect(scores.length).toBe(29);
      expect(scores.filter((s) => s === 5).length / scores.length).toBeLessThan(0.25);
      expect(new Set(scores).size).toBeGreaterThanOrEqual(5);
      expect(Math.max(...scores)).toBeGreaterThanOrEqual(60);
      expect(scores.filter((s) => s >= 40).length).toBeGreaterThanOrEqual(5);
    }
    const matches = await call(server, 'GET', '/api/users/matches', { token: free.body.token });
    expect(matches.body.data.length).toBeGreaterThanOrEqual(3);
    const pending = await call(server, 'GET', '/api/users/photos/permissions?status=pending', {
      token: premium.body.token,
    });
    expect(pending.body.data.length).toBeGreaterThanOrEqual(1);
    // A lived-in stories strip: the demo logins' matches posted, some stories expire soon, none is the logins' own.
    const strip = await call(server, 'GET', '/api/stories?view=groups', { token: free.body.token });
    expect(strip.body.data.length).toBeGreaterThanOrEqual(3);
    const matchIds = matches.body.data.map((m: { _id: string }) => m._id);
    const fromMatches = strip.body.data.filter((g: { user: { _id: string } }) => matchIds.includes(g.user._id));
    expect(fromMatches.length).toBeGreaterThanOrEqual(3);
    type SeededStory = {
      mediaType: string;
      backgroundStyle?: string;
      mediaUrl?: string;
      thumbnailUrl?: string;
      expiresAt: string;
      commentCount?: number;
    };
    const stories: SeededStory[] = strip.body.data.flatMap((g: { stories: SeededStory[] }) => g.stories);
    // Text stories on the spec's backgrounds, and pictures (with a thumbnail for the strip) served as uploads are.
    const texts = stories.filter((s) => s.mediaType === 'text');
    const images = stories.filter((s) => s.mediaType === 'image');
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((s) => /^gradient-[1-8]$/.test(s.backgroundStyle ?? ''))).toBe(true);
    expect(images.length).toBeGreaterThan(0);
    expect(texts.length + images.length).toBe(stories.length);
    for (const url of [images[0]!.mediaUrl!, images[0]!.thumbnailUrl!]) {
      const media = await fetch(server.url + url);
      expect(media.headers.get('content-type'), url).toBe('image/webp');
      expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    expect(stories.some((s) => (s.commentCount ?? 0) > 0)).toBe(true);
    expect(stories.some((s: { expiresAt: string }) => Date.parse(s.expiresAt) - Date.now() < 3_600_000)).toBe(true);
    const status = await call(server, 'GET', '/api/subscription/status', { token: free.body.token });
    expect(status.body.data).toMatchObject({ canCreateStory: true, storyCooldown: 0 });

    // Conversations with their matches: winks only from the FREE login, a photo and unread messages for premium.
    for (const login of [free, premium]) {
      const list = await call(server, 'GET', '/api/messages/conversations', { token: login.body.token });
      expect(list.body.data.length).toBeGreaterThanOrEqual(3);
      const notes = await call(server, 'GET', '/api/notifications?limit=50', { token: login.body.token });
      expect(notes.body.data.length).toBeGreaterThanOrEqual(5);
      expect(notes.body.unreadCount).toBeGreaterThan(0);
      expect(new Set(notes.body.data.map((n: { type: string }) => n.type)).size).toBeGreaterThanOrEqual(2);
    }
    const freeId = free.body.user._id;
    const { rows: sentByFree } = await pool.query('SELECT DISTINCT type FROM messages WHERE sender_id = $1', [freeId]);
    expect(sentByFree).toEqual([{ type: 'wink' }]);
    // Both logins read texts from their premium matches, and winks from the FREE one.
    for (const login of [free, premium]) {
      const { rows: received } = await pool.query(
        'SELECT DISTINCT type FROM messages WHERE recipient_id = $1 ORDER BY type',
        [login.body.user._id],
      );
      expect(received.map((m) => m.type)).toEqual(['text', 'wink']);
    }
    const convs = await call(server, 'GET', '/api/messages/conversations', { token: premium.body.token });
    expect(convs.body.data.some((c: { unreadCount: number }) => c.unreadCount > 0)).toBe(true);
    const { rows: files } = await pool.query(
      "SELECT metadata ->> 'url' AS url FROM messages WHERE type = 'file' AND sender_id = $1",
      [premium.body.user._id],
    );
    expect(files.length).toBe(1);
    const image = await fetch(server.url + files[0].url, {
      headers: { authorization: `Bearer ${premium.body.token}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    // Read to the end: an unread reply keeps its connection busy and the server's close waits for it.
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
