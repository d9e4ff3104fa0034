/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON in the suites */
/**
 * Stories against the real server (issue 11; decisions: Stories and comments, Tiers and limits): the 5 s gap, the
 * FREE 72-hour allowance, duplicate text, verification, parallel creates, media rules, the expiry job, one
 * reaction and one view per member, owner-only viewers, comments under allowStoryReplies and blocks, `newStory` to
 * matches only, and the subscription status fields.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStoryExpiryJob } from '../src/stories/service';
import { createStoryStorage } from '../src/stories/storage';
import { call, otherId, PASSWORD, registerMember, verify, type Member } from './api';
import { jpegWithGps } from './fixtures';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { collect, connectMember, nextEvent, pause, type ClientSocket } from './sockets';

const kinds = await databaseKinds();
const HOUR = 3_600_000;

const box = (type: string, body: Buffer) => {
  const b = Buffer.alloc(8 + body.length);
  b.writeUInt32BE(8 + body.length, 0);
  b.write(type, 4, 'ascii');
  body.copy(b, 8);
  return b;
};
/** A minimal MP4 (ftyp isom + mdat): enough for the magic-byte check. */
const mp4 = () =>
  Buffer.concat([
    box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')])),
    box('mdat', Buffer.alloc(256, 7)),
  ]);
const quicktime = () =>
  Buffer.concat([
    box('ftyp', Buffer.concat([Buffer.from('qt  '), Buffer.from([0, 0, 2, 0]), Buffer.from('qt  ')])),
    box('mdat', Buffer.alloc(256, 7)),
  ]);

/** The exact fields of a story for someone who is not its author (decisions: reply allow-lists). */
const STORY_FIELDS = [
  '_id',
  'canComment',
  'commentCount',
  'content',
  'createdAt',
  'expiresAt',
  'mediaType',
  'reactionCount',
  'reactions',
  'seen',
  'type',
  'user',
  'viewers',
].sort();

describe.each(kinds)('stories on %s', (kind) => {
  let server: TestServer;
  const open: ClientSocket[] = [];
  let n = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server?.close();
  });

  const pool = () => server.app.kindred.database.pool;
  /** A verified member: premium (FEMALE) unless `free`. */
  const member = async (options: { free?: boolean; verified?: boolean } = {}): Promise<Member> => {
    const m = await registerMember(server, { details: { iAm: options.free ? 'man' : 'woman' } });
    if (options.verified !== false) await verify(server, m);
    return m;
  };
  const socketOf = async (m: Member) => {
    const s = await connectMember(server, m);
    open.push(s);
    return s;
  };
  const text = (m: Member, content = `story ${++n} ${Date.now()}`, extra: Record<string, unknown> = {}) =>
    call(server, 'POST', '/api/stories', { token: m.token, body: { content, ...extra } });
  const media = (m: Member, bytes: Buffer, type = 'application/octet-stream', name = 'f.bin') => {
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(bytes)], { type }), name);
    return call(server, 'POST', '/api/stories', { token: m.token, raw: form });
  };
  /** Moves a member's last story (and their stories) back in time, as if `ms` had passed. */
  const age = async (m: Member, ms: number) => {
    await pool().query('UPDATE users SET last_story_at = last_story_at - make_interval(secs => $2) WHERE id = $1', [
      m.id,
      ms / 1000,
    ]);
    await pool().query(
      `UPDATE stories SET created_at = created_at - make_interval(secs => $2),
         expires_at = expires_at - make_interval(secs => $2) WHERE user_id = $1`,
      [m.id, ms / 1000],
    );
  };
  const storiesOf = async (m: Member) =>
    (await pool().query('SELECT id, content, media_file FROM stories WHERE user_id = $1', [m.id])).rows;
  const match = async (a: Member, b: Member) => {
    await call(server, 'POST', `/api/users/${b.id}/like`, { token: a.token });
    await call(server, 'POST', `/api/users/${a.id}/like`, { token: b.token });
  };
  const storyDir = () => path.join(server.config.dataDir, 'uploads', 'stories');

  it('a text story: trimmed, background and font from the options, in the list and the strip with the seen state', async () => {
    const [author, viewer] = [await member(), await member()];
    const bad = await text(author, 'hi', { backgroundStyle: 'gradient-99' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: 'Background style must be one of the story backgrounds',
      code: 'VALIDATION_ERROR',
      messageKey: 'validation:storyBackgroundInvalid',
    });
    expect((await text(author, '   ')).body.error).toBe('Text stories require content');
    expect((await text(author, 'x'.repeat(151))).body.error).toBe('Story text cannot exceed 150 characters');
    const created = await text(author, '  Hello strip  ', {
      backgroundStyle: 'gradient-2',
      fontStyle: 'font-3',
      mediaType: 'text',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Story created successfully!',
      data: { content: 'Hello strip', mediaType: 'text', backgroundStyle: 'gradient-2', fontStyle: 'font-3' },
    });
    const id = created.body.data._id;
    // docs/product/stories.md: GET /stories is a list of stories, each with its author.
    const list = await call(server, 'GET', '/api/stories', { token: viewer.token });
    const mine = list.body.data.filter((s: any) => s.user._id === author.id);
    expect(mine.map((s: any) => s._id)).toEqual([id]);
    expect(Object.keys(mine[0]).sort()).toEqual([...STORY_FIELDS, 'backgroundStyle', 'fontStyle'].sort());
    expect(mine[0].user).toEqual({ _id: author.id, nickname: expect.any(String), avatar: `/api/avatars/${author.id}` });
    const times = list.body.data.map((s: any) => s.createdAt);
    expect(times).toEqual([...times].sort().reverse()); // newest first
    // `?view=groups`: the strip, one entry per member.
    const feed = await call(server, 'GET', '/api/stories?view=groups', { token: viewer.token });
    const group = feed.body.data.find((g: any) => g.user._id === author.id);
    expect(group).toMatchObject({ hasUnseen: true, user: { _id: author.id, avatar: `/api/avatars/${author.id}` } });
    expect(group.stories.map((s: any) => s._id)).toEqual([id]);
    expect(Object.keys(group.user).sort()).toEqual(['_id', 'avatar', 'nickname']);
    await call(server, 'POST', `/api/stories/${id}/view`, { token: viewer.token });
    const after = await call(server, 'GET', '/api/stories?view=groups', { token: viewer.token });
    const seen = after.body.data.find((g: any) => g.user._id === author.id);
    expect(seen.hasUnseen).toBe(false);
    expect(seen.stories[0]).toMatchObject({ seen: true, viewers: [viewer.id] });
    // The author's own group comes first in the author's strip.
    const own = await call(server, 'GET', '/api/stories?view=groups', { token: author.token });
    expect(own.body.data[0].user._id).toBe(author.id);
    const wrongView = await call(server, 'GET', '/api/stories?view=rings', { token: author.token });
    expect(wrongView.status).toBe(400);
    expect(wrongView.body.code).toBe('VALIDATION_ERROR');
  });

  it("the original client's backgrounds and fonts by their CSS (stored as the preset's id); every refusal names its field", async () => {
    const author = await member();
    const created = await text(author, 'Sunset in Helvetica', {
      backgroundStyle: 'linear-gradient(135deg, #ff9a9e 0%, #fad0c4 100%)',
      fontStyle: "'Helvetica', sans-serif",
      mediaType: 'text',
      type: 'text',
      timestamp: Date.now(),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ backgroundStyle: 'gradient-1', fontStyle: 'font-3' });
    const stored = await pool().query('SELECT background_style, font_style FROM stories WHERE id = $1', [
      created.body.data._id,
    ]);
    expect(stored.rows[0]).toEqual({ background_style: 'gradient-1', font_style: 'font-3' });
    for (const [extra, error] of [
      [
        { backgroundStyle: 'linear-gradient(135deg, #000 0%, #fff 100%)' },
        'Background style must be one of the story backgrounds',
      ],
      [{ backgroundStyle: 'url(https://example.com/x.png)' }, 'Background style must be one of the story backgrounds'],
      [{ fontStyle: "'Papyrus', fantasy" }, 'Font style must be one of the story fonts'],
      [{ backgroundColor: 'red; position: fixed' }, 'Background colour must be a hex colour such as #336699'],
      [{ mediaType: 'video' }, 'Story type must be text (an image or a video is uploaded as a file)'],
      [{ timestamp: [1] }, 'Timestamp must be a number or a date'],
    ] as const) {
      const refused = await text(author, `refused ${++n}`, extra);
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(refused.body.error).toBe(error);
    }
    expect(await storiesOf(author)).toHaveLength(1);
  });

  it('at least 5 s between stories (429 with Retry-After), then a repeated text within 10 s is refused', async () => {
    const m = await member();
    expect((await text(m, 'Good morning everyone, coffee time!')).status).toBe(201);
    const soon = await text(m, 'something else entirely');
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({
      error: 'Please wait 5 seconds before posting another story',
      code: 'RATE_LIMITED',
    });
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await age(m, 6_000);
    // Same first 20 characters (trimmed, lowercased) 6 s later: a duplicate.
    const dup = await text(m, '  GOOD MORNING EVERYONE, tea time instead');
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('This story was already submitted. Please wait or create a different story.');
    expect(await storiesOf(m)).toHaveLength(1);
    await age(m, 5_000); // 11 s after the first: no longer a duplicate
    expect((await text(m, 'good morning everyone, coffee time!')).status).toBe(201);
    expect(await storiesOf(m)).toHaveLength(2);
  });

  it('FREE members: one story per 72 hours (403 with the hours left); subscription status says the same', async () => {
    const free = await member({ free: true });
    const status = async () => (await call(server, 'GET', '/api/subscription/status', { token: free.token })).body.data;
    expect(await status()).toMatchObject({ accountTier: 'FREE', canCreateStory: true, storyCooldown: 0 });
    expect((await text(free)).status).toBe(201);
    const again = await text(free);
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ error: 'Story creation available in 72 hours', code: 'STORY_COOLDOWN' });
    expect(again.body.messageKey).toBe('core:permissions.story');
    expect(await status()).toMatchObject({ canCreateStory: false, storyCooldown: 72 });
    await age(free, 70.5 * HOUR);
    expect((await text(free)).body.error).toBe('Story creation available in 2 hours');
    expect(await status()).toMatchObject({ canCreateStory: false, storyCooldown: 2 });
    await age(free, 2 * HOUR);
    expect(await status()).toMatchObject({ canCreateStory: true, storyCooldown: 0 });
    expect((await text(free)).status).toBe(201);
    // Premium members are never on a cooldown.
    const premium = await member();
    await text(premium);
    const p = (await call(server, 'GET', '/api/subscription/status', { token: premium.token })).body.data;
    expect(p).toMatchObject({ canCreateStory: true, storyCooldown: 0 });
  });

  it('unverified members cannot create stories (and the status says so)', async () => {
    const m = await member({ verified: false });
    const res = await text(m);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect((await media(m, await jpegWithGps(), 'image/jpeg', 'a.jpg')).status).toBe(403);
    expect(await storiesOf(m)).toEqual([]);
    const status = (await call(server, 'GET', '/api/subscription/status', { token: m.token })).body.data;
    expect(status).toMatchObject({ canCreateStory: false, storyCooldown: 0 });
  });

  it('without signing in: the spec’s messages for creating and reacting (401)', async () => {
    const author = await member();
    const id = (await text(author)).body.data._id;
    const create = await call(server, 'POST', '/api/stories', { body: { content: 'anonymous' } });
    expect(create).toMatchObject({ status: 401, body: { error: 'Login required to create stories' } });
    const react = await call(server, 'POST', `/api/stories/${id}/react`, { body: { reactionType: 'like' } });
    expect(react).toMatchObject({ status: 401, body: { error: 'You must be logged in to react to stories' } });
    expect((await call(server, 'GET', '/api/stories')).body.error).toBe('Authentication required');
  });

  it('parallel creates by one member: exactly one passes the 5 s gap', async () => {
    const m = await member();
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => text(m, `parallel story number ${i}`)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 429, 429, 429, 429, 429]);
    expect(await storiesOf(m)).toHaveLength(1);
  });

  it('media: images re-encoded like photos, mp4 by magic bytes, other types 415, over 5 MB 413', async () => {
    const m = await member();
    const image = await media(m, await jpegWithGps(), 'video/mp4', 'clip.mp4'); // the declared type is ignored
    expect(image.status).toBe(201);
    expect(image.body.data).toMatchObject({ mediaType: 'image' });
    expect(image.body.data.mediaUrl).toMatch(/^\/uploads\/stories\/[\w-]+\.webp$/);
    const file = await fetch(server.url + image.body.data.mediaUrl);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect((await fetch(server.url + image.body.data.thumbnailUrl)).status).toBe(200);

    await age(m, 6_000);
    const video = await media(m, mp4(), 'image/png', 'x.png');
    expect(video.status).toBe(201);
    expect(video.body.data).toMatchObject({ mediaType: 'video' });
    const served = await fetch(server.url + video.body.data.mediaUrl);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await served.arrayBuffer()).equals(mp4())).toBe(true);

    await age(m, 6_000);
    for (const bytes of [
      quicktime(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.4'),
    ]) {
      const refused = await media(m, bytes, 'video/mp4', 'v.mp4');
      expect(refused.status).toBe(415);
      expect(refused.body.error).toBe('Please upload an image or a video file');
    }
    const huge = Buffer.concat([mp4(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await media(m, huge, 'video/mp4', 'big.mp4');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('File is too large. Maximum size is 5MB.');
    // Refused uploads leave no file behind: the folder holds exactly the stored stories' files.
    const stored = (await pool().query('SELECT media_file FROM stories WHERE media_file IS NOT NULL')).rows.flatMap(
      (r) =>
        r.media_file.endsWith('.webp') ? [r.media_file, r.media_file.replace('.webp', '_thumb.webp')] : [r.media_file],
    );
    expect(readdirSync(storyDir()).sort()).toEqual(stored.sort());
    expect(await storiesOf(m)).toHaveLength(2);
  });

  it('deleting a story: the author only (403 for others), media files removed', async () => {
    const [author, other] = [await member(), await member()];
    const created = await media(author, await jpegWithGps(), 'image/jpeg', 'a.jpg');
    const id = created.body.data._id;
    const [file] = (await storiesOf(author)).map((s) => s.media_file);
    expect(existsSync(path.join(storyDir(), file))).toBe(true);
    const refused = await call(server, 'DELETE', `/api/stories/${id}`, { token: other.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("Only the story's author can do this");
    expect(await storiesOf(author)).toHaveLength(1);
    const deleted = await call(server, 'DELETE', `/api/stories/${id}`, { token: author.token });
    expect(deleted.body).toMatchObject({ success: true, message: 'Story deleted' });
    expect(await storiesOf(author)).toEqual([]);
    expect(existsSync(path.join(storyDir(), file))).toBe(false);
    expect(existsSync(path.join(storyDir(), file.replace('.webp', '_thumb.webp')))).toBe(false);
    expect((await fetch(server.url + created.body.data.mediaUrl)).status).toBe(404);
    expect((await call(server, 'GET', `/api/stories/${id}`, { token: author.token })).status).toBe(404);
  });

  it('the expiry job deletes stories older than 24 hours with their media; reads hide them at once', async () => {
    const [m, viewer] = [await member(), await member()];
    const img = await media(m, await jpegWithGps(), 'image/jpeg', 'a.jpg');
    await age(m, 6_000);
    const txt = await text(m);
    const [file] = (await storiesOf(m)).map((s) => s.media_file).filter(Boolean);
    const storage = createStoryStorage(server.config.dataDir);
    // Now: nothing of this member expires.
    await runStoryExpiryJob(pool(), storage, new Date());
    expect(await storiesOf(m)).toHaveLength(2);
    // An hour before its end a story is still shown; once past, reads hide it before the job runs.
    await age(m, 23 * HOUR);
    expect((await call(server, 'GET', `/api/stories/${txt.body.data._id}`, { token: viewer.token })).status).toBe(200);
    await age(m, 1 * HOUR + 1_000);
    expect((await call(server, 'GET', `/api/stories/${txt.body.data._id}`, { token: viewer.token })).status).toBe(404);
    const feed = await call(server, 'GET', '/api/stories', { token: viewer.token });
    expect(JSON.stringify(feed.body)).not.toContain(m.id);
    const result = await runStoryExpiryJob(pool(), storage, new Date());
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    expect(await storiesOf(m)).toEqual([]);
    expect(existsSync(path.join(storyDir(), file))).toBe(false);
    expect((await fetch(server.url + img.body.data.mediaUrl)).status).toBe(404);
    // The injected clock: a fresh story goes when the job runs 25 hours from now.
    const later = await member();
    await text(later);
    await runStoryExpiryJob(pool(), storage, new Date(Date.now() + 25 * HOUR));
    expect(await storiesOf(later)).toEqual([]);
  });

  it('one reaction per member: reacting twice keeps one, another reaction replaces it; the author hears it', async () => {
    const [author, fan, other] = [await member(), await member(), await member()];
    const id = (await text(author)).body.data._id;
    const authorSocket = await socketOf(author);
    const heard = collect(authorSocket, 'storyReaction');
    const react = (m: Member, reactionType: string) =>
      call(server, 'POST', `/api/stories/${id}/react`, { token: m.token, body: { reactionType } });
    const first = await react(fan, 'like');
    expect(first.body).toMatchObject({ success: true, message: 'Reaction recorded', data: [{ user: fan.id }] });
    await react(fan, 'like');
    const changed = await react(fan, 'love');
    expect(changed.body.data).toEqual([{ user: fan.id, reactionType: 'love' }]);
    await react(other, 'wow');
    const rows = (await pool().query('SELECT user_id, reaction_type FROM story_reactions WHERE story_id = $1', [id]))
      .rows;
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.user_id === fan.id)?.reaction_type).toBe('love');
    expect((await react(fan, 'meh')).body.error).toBe('Invalid reaction');
    // Counts for everyone; who reacted for the author only.
    const asFan = await call(server, 'GET', `/api/stories/${id}/reactions`, { token: fan.token });
    expect(asFan.body.data).toMatchObject({ counts: { love: 1, wow: 1 }, total: 2, mine: 'love' });
    expect(asFan.body.data.reactions.map((r: any) => r.user._id)).toEqual([fan.id]);
    const asAuthor = await call(server, 'GET', `/api/stories/${id}/reactions`, { token: author.token });
    expect(asAuthor.body.data.reactions.map((r: any) => r.user._id).sort()).toEqual([fan.id, other.id].sort());
    expect(Object.keys(asAuthor.body.data.reactions[0].user).sort()).toEqual(['_id', 'avatar', 'nickname']);
    const story = await call(server, 'GET', `/api/stories/${id}`, { token: fan.token });
    expect(story.body.data).toMatchObject({ reactionCount: 2, reactions: [{ user: fan.id, reactionType: 'love' }] });
    const removed = await call(server, 'DELETE', `/api/stories/${id}/react`, { token: fan.token });
    expect(removed.body).toMatchObject({ message: 'Reaction removed', data: [] });
    await pause(200);
    expect(heard.map((h) => h.reactionType)).toEqual(['like', 'like', 'love', 'wow']);
    expect(heard[0]).toEqual({ storyId: id, userId: fan.id, reactionType: 'like' });
  });

  it('views are counted once per member (never the author); viewers are for the author only', async () => {
    const [author, a, b] = [await member(), await member(), await member()];
    const id = (await text(author)).body.data._id;
    for (const m of [a, a, a, b, author]) {
      const res = await call(server, 'POST', `/api/stories/${id}/view`, { token: m.token });
      expect(res.status).toBe(200);
    }
    const count = await pool().query('SELECT viewer_id FROM story_views WHERE story_id = $1', [id]);
    expect(count.rows.map((r) => r.viewer_id).sort()).toEqual([a.id, b.id].sort());
    const viewers = await call(server, 'GET', `/api/stories/${id}/viewers`, { token: author.token });
    expect(viewers.body.data.map((v: any) => v.user._id).sort()).toEqual([a.id, b.id].sort());
    expect(Object.keys(viewers.body.data[0]).sort()).toEqual(['user', 'viewedAt']);
    expect(Object.keys(viewers.body.data[0].user).sort()).toEqual(['_id', 'avatar', 'nickname']);
    const refused = await call(server, 'GET', `/api/stories/${id}/viewers`, { token: a.token });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(b.id);
    // Another viewer's id never reaches a non-author, anywhere in the story replies.
    for (const path of [`/api/stories/${id}`, '/api/stories', `/api/stories/user/${author.id}`]) {
      const res = await call(server, 'GET', path, { token: a.token });
      expect(JSON.stringify(res.body), path).not.toContain(b.id);
    }
    const own = await call(server, 'GET', `/api/stories/${id}`, { token: author.token });
    expect(own.body.data.viewers.sort()).toEqual([a.id, b.id].sort());
  });

  it('comments follow allowStoryReplies (everyone / friends = matches / none) and blocks', async () => {
    const [author, friend, stranger, blocked] = [await member(), await member(), await member(), await member()];
    await match(author, friend);
    await call(server, 'POST', `/api/users/${blocked.id}/block`, { token: author.token });
    const id = (await text(author)).body.data._id;
    const authorSocket = await socketOf(author);
    const heard = collect(authorSocket, 'newComment');
    const comment = (m: Member, content = 'nice one') =>
      call(server, 'POST', `/api/stories/${id}/comments`, { token: m.token, body: { content } });
    const setting = (allowStoryReplies: string) =>
      call(server, 'PUT', '/api/users/settings', { token: author.token, body: { privacy: { allowStoryReplies } } });

    // everyone (the default)
    const first = await comment(stranger, '  hello!  ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Comment added', data: { content: 'hello!', story: id } });
    expect(Object.keys(first.body.data).sort()).toEqual(['_id', 'content', 'createdAt', 'story', 'user']);
    expect((await comment(stranger, '   ')).body.error).toBe('Comment cannot be empty');
    // A blocked member sees no story to comment on: the reply of a missing story.
    const asBlocked = await comment(blocked);
    const missing = await call(server, 'POST', `/api/stories/${otherId()}/comments`, {
      token: blocked.token,
      body: { content: 'nice one' },
    });
    expect(asBlocked.status).toBe(404);
    expect(asBlocked.text).toBe(missing.text);

    await setting('friends');
    const strangerRefused = await comment(stranger);
    expect(strangerRefused.status).toBe(403);
    expect(strangerRefused.body.error).toBe('Only matches can reply to this story');
    expect((await comment(friend)).status).toBe(201);
    const story = await call(server, 'GET', `/api/stories/${id}`, { token: stranger.token });
    expect(story.body.data.canComment).toBe(false);

    await setting('none');
    expect((await comment(friend)).body.error).toBe('This member does not accept replies to their stories');
    expect((await comment(stranger)).status).toBe(403);
    expect((await comment(author, 'my own story')).status).toBe(201);

    const list = await call(server, 'GET', `/api/stories/${id}/comments`, { token: friend.token });
    expect(list.body.data.map((c: any) => c.user._id)).toEqual([stranger.id, friend.id, author.id]);
    const page = await call(server, 'GET', `/api/stories/${id}/comments?limit=1&after=${list.body.data[0]._id}`, {
      token: friend.token,
    });
    expect(page.body).toMatchObject({ hasMore: true, data: [{ user: { _id: friend.id } }] });
    const withComments = await call(server, 'GET', `/api/stories/${id}`, { token: friend.token });
    expect(withComments.body.data.comments).toHaveLength(3);
    expect(withComments.body.data.commentCount).toBe(3);

    // Deleting: one's own comment only.
    const foreign = await call(server, 'DELETE', `/api/stories/comments/${list.body.data[0]._id}`, {
      token: friend.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Comment not found');
    const own = await call(server, 'DELETE', `/api/stories/comments/${list.body.data[1]._id}`, {
      token: friend.token,
    });
    expect(own.body).toMatchObject({ success: true, message: 'Comment deleted' });
    const left = await pool().query('SELECT user_id FROM story_comments WHERE story_id = $1', [id]);
    expect(left.rows.map((r) => r.user_id).sort()).toEqual([stranger.id, author.id].sort());

    await pause(200);
    // The author hears comments from others, never their own.
    expect(heard.map((h) => h.comment.user._id)).toEqual([stranger.id, friend.id]);
    expect(heard[0]).toMatchObject({ storyId: id, comment: { content: 'hello!' } });
  });

  it('blocked members never see each other’s stories, either way', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const aStory = (await text(a)).body.data._id;
    const bStory = (await text(b)).body.data._id;
    await call(server, 'POST', `/api/users/${b.id}/block`, { token: a.token });
    for (const [viewer, hidden, story] of [
      [b, a, aStory],
      [a, b, bStory],
    ] as const) {
      const feed = await call(server, 'GET', '/api/stories', { token: viewer.token });
      expect(JSON.stringify(feed.body)).not.toContain(hidden.id);
      expect((await call(server, 'GET', `/api/stories/user/${hidden.id}`, { token: viewer.token })).status).toBe(404);
      const missing = otherId();
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['POST', '/view', undefined],
        ['POST', '/react', { reactionType: 'like' }],
        ['GET', '/reactions', undefined],
        ['GET', '/comments', undefined],
      ] as const) {
        const blockedReply = await call(server, method, `/api/stories/${story}${suffix}`, {
          token: viewer.token,
          body,
        });
        const missingReply = await call(server, method, `/api/stories/${missing}${suffix}`, {
          token: viewer.token,
          body,
        });
        expect(blockedReply.status, suffix).toBe(404);
        expect(blockedReply.text, suffix).toBe(missingReply.text);
      }
    }
    expect((await pool().query('SELECT 1 FROM story_views WHERE story_id IN ($1, $2)', [aStory, bStory])).rows).toEqual(
      [],
    );
    // A third member still sees both.
    const feed = await call(server, 'GET', '/api/stories', { token: c.token });
    const authors = feed.body.data.map((s: any) => s.user._id);
    expect(authors).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('newStory reaches the sockets of the author’s matches only', async () => {
    const [author, matched, blockedMatch, admirer, stranger] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await match(author, matched);
    await match(author, blockedMatch);
    await call(server, 'POST', `/api/users/${author.id}/like`, { token: admirer.token }); // one way only
    await call(server, 'POST', `/api/users/${blockedMatch.id}/block`, { token: author.token });
    const sockets = {
      author: await socketOf(author),
      matched: [await socketOf(matched), await socketOf(matched)],
      blockedMatch: await socketOf(blockedMatch),
      admirer: await socketOf(admirer),
      stranger: await socketOf(stranger),
    };
    const heard = {
      matched: sockets.matched.map((s) => collect(s, 'newStory')),
      others: [sockets.author, sockets.blockedMatch, sockets.admirer, sockets.stranger].map((s) =>
        collect(s, 'newStory'),
      ),
    };
    const arrival = nextEvent(sockets.matched[0]!, 'newStory');
    const created = await text(author, 'fresh story for my matches');
    const payload = await arrival;
    await pause(300);
    for (const list of heard.matched) expect(list.map((p) => p.story._id)).toEqual([created.body.data._id]);
    for (const list of heard.others) expect(list).toEqual([]);
    expect(Object.keys(payload.story).sort()).toEqual(STORY_FIELDS);
    expect(payload.story).toMatchObject({
      content: 'fresh story for my matches',
      user: { _id: author.id },
      viewers: [],
      reactions: [],
      seen: false,
    });
  });

  it('account erasure removes the member’s stories and their media', async () => {
    const m = await member();
    await media(m, await jpegWithGps(), 'image/jpeg', 'a.jpg');
    const [file] = (await storiesOf(m)).map((s) => s.media_file);
    const res = await call(server, 'DELETE', '/api/users/account', { token: m.token, body: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(await storiesOf(m)).toEqual([]);
    expect(existsSync(path.join(storyDir(), file))).toBe(false);
  });
});
