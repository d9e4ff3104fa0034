/* eslint-disable @typescript-eslint/no-explicit-any -- socket payloads are untyped JSON in the suites */
/**
 * Notifications with real socket.io clients against the real server (issue 11; decision 0022): every type is stored,
 * merged within 5 minutes (count 2, unread again), pushed once after the commit with its specific event; a setting
 * off or a block either way → none; the HTTP list, read, read-all and per-item read (own items only); retention.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNotificationRetentionJob } from '../src/notifications/service';
import { call, otherId, verifiedMember, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { collect, connectMember, pause, type ClientSocket } from './sockets';

const kinds = await databaseKinds();
let counter = 0;
const cid = () => `n-${Date.now()}-${++counter}`;

describe.each(kinds)('notifications on %s', (kind) => {
  let server: TestServer;
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server?.close();
  });

  const member = () => verifiedMember(server);
  const socketOf = async (m: Member) => {
    const s = await connectMember(server, m);
    open.push(s);
    return s;
  };
  const list = async (m: Member, query = '') =>
    (await call(server, 'GET', `/api/notifications${query}`, { token: m.token })).body;
  const send = (s: ClientSocket, recipientId: string, content: string) =>
    s.timeout(3000).emitWithAck('sendMessage', { recipientId, content, clientMessageId: cid() }) as Promise<any>;
  const rows = async (recipient: Member) =>
    (
      await server.app.kindred.database.pool.query(
        'SELECT type, sender_id, count, read FROM notifications WHERE recipient_id = $1 ORDER BY updated_at DESC',
        [recipient.id],
      )
    ).rows;

  it('messages merge within 5 minutes: one item, count 2, unread again; pushed once per send with newMessage', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, b1, b2] = [await socketOf(a), await socketOf(b), await socketOf(b)];
    const pushed = [collect(b1, 'notification'), collect(b2, 'notification')];
    const specific = collect(b1, 'newMessage');
    await send(a1, b.id, 'hello');
    await pause(200);
    expect(pushed[0]).toHaveLength(1);
    expect(pushed[1]).toHaveLength(1);
    expect(pushed[0]![0]).toMatchObject({
      type: 'message',
      count: 1,
      read: false,
      sender: { _id: a.id },
      data: { sender: a.id },
    });
    expect(specific).toHaveLength(1);
    expect(specific[0]).toMatchObject({ message: { content: 'hello' }, sender: { _id: a.id } });

    // B reads it, then A writes again: the same item, count 2, unread again.
    const id = pushed[0]![0]._id;
    expect((await call(server, 'PUT', `/api/notifications/${id}/read`, { token: b.token })).body).toMatchObject({
      updated: 1,
      unreadCount: 0,
    });
    await send(a1, b.id, 'again');
    await pause(200);
    expect(pushed[0]).toHaveLength(2);
    expect(pushed[0]![1]).toMatchObject({ _id: id, count: 2, read: false, message: '2 new messages' });
    const body = await list(b);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ _id: id, count: 2, read: false, title: 'New message', isMatch: false });
    expect(body.unreadCount).toBe(1);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        '_id',
        'type',
        'title',
        'message',
        'sender',
        'data',
        'read',
        'count',
        'isMatch',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(Object.keys(body.data[0].sender).sort()).toEqual(['_id', 'nickname', 'photo']);

    // Older than 5 minutes: a new item.
    await server.app.kindred.database.pool.query(
      "UPDATE notifications SET updated_at = now() - interval '6 minutes' WHERE id = $1",
      [id],
    );
    await send(a1, b.id, 'later');
    expect((await rows(b)).map((r) => r.count)).toEqual([1, 2]);
  });

  it('racing notifications of one sender and type still make one item', async () => {
    const [a, b] = [await member(), await member()];
    const a1 = await socketOf(a);
    await Promise.all(Array.from({ length: 5 }, (_, i) => send(a1, b.id, `race ${i}`)));
    expect(await rows(b)).toEqual([{ type: 'message', sender_id: a.id, count: 5, read: false }]);
  });

  it('likes, matches and photo access are stored with their specific events', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, b1] = [await socketOf(a), await socketOf(b)];
    const bLikes = collect(b1, 'newLike');
    const aLikes = collect(a1, 'newLike');
    await call(server, 'POST', `/api/users/${b.id}/like`, { token: a.token });
    await pause(150);
    expect(bLikes).toEqual([
      expect.objectContaining({ isMatch: false, sender: { _id: a.id, nickname: expect.any(String) } }),
    ]);
    expect(await rows(b)).toEqual([{ type: 'like', sender_id: a.id, count: 1, read: false }]);
    await call(server, 'POST', `/api/users/${a.id}/like`, { token: b.token });
    await pause(150);
    expect(aLikes).toEqual([expect.objectContaining({ isMatch: true })]);
    // Both members of the new match are told at once, whoever liked first: B, who completed it, hears it too.
    expect(bLikes).toEqual([
      expect.objectContaining({ isMatch: false }),
      expect.objectContaining({ isMatch: true, sender: { _id: a.id, nickname: expect.any(String) } }),
    ]);
    expect(aLikes[0]).toMatchObject({ sender: { _id: b.id } });
    expect((await rows(a)).map((r) => r.type)).toEqual(['match']);
    expect((await rows(b)).map((r) => r.type)).toEqual(['match', 'like']);

    const requests = collect(b1, 'photoPermissionRequestReceived');
    const responses = collect(a1, 'photoPermissionResponseReceived');
    await call(server, 'POST', `/api/users/${b.id}/request-photo-access`, { token: a.token });
    await call(server, 'PUT', `/api/users/${a.id}/approve-photo-access`, { token: b.token });
    await pause(150);
    expect(requests).toHaveLength(1);
    expect(responses).toEqual([expect.objectContaining({ status: 'approved' })]);
    expect((await rows(b)).map((r) => r.type)).toContain('photoRequest');
    expect((await rows(a)).map((r) => r.type)).toContain('photoResponse');
    const aList = await list(a);
    expect(aList.data.find((n: any) => n.type === 'photoResponse').data).toEqual({ owner: b.id, status: 'approved' });
    // Each item's title by its type, and the match flag on the match (docs/product/notifications.md).
    expect(aList.data.find((n: any) => n.type === 'match')).toMatchObject({ title: 'New match', isMatch: true });
    expect((await list(b)).data.find((n: any) => n.type === 'like')).toMatchObject({
      title: 'New like',
      isMatch: false,
    });
  });

  it('stories notify matches and comments notify the author', async () => {
    const [a, b] = [await member(), await member()];
    await call(server, 'POST', `/api/users/${b.id}/like`, { token: a.token });
    await call(server, 'POST', `/api/users/${a.id}/like`, { token: b.token });
    const b1 = await socketOf(b);
    const pushed = collect(b1, 'notification');
    const story = await call(server, 'POST', '/api/stories', { token: a.token, body: { content: 'sunset' } });
    expect(story.status).toBe(201);
    await pause(150);
    expect(pushed).toEqual([
      expect.objectContaining({ type: 'story', data: expect.objectContaining({ storyId: story.body.data._id }) }),
    ]);
    const a1 = await socketOf(a);
    const forA = collect(a1, 'notification');
    await call(server, 'POST', `/api/stories/${story.body.data._id}/comments`, {
      token: b.token,
      body: { content: 'lovely' },
    });
    await pause(150);
    expect(forA).toEqual([
      expect.objectContaining({
        type: 'comment',
        data: { postId: story.body.data._id, referenceId: story.body.data._id, commenter: b.id },
      }),
    ]);
  });

  it('a setting off → no notification (and no specific event); a block either way → none', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await call(server, 'PUT', '/api/users/settings', {
      token: b.token,
      body: { notifications: { likes: false, messages: false } },
    });
    const b1 = await socketOf(b);
    const pushed = collect(b1, 'notification');
    const likes = collect(b1, 'newLike');
    const a1 = await socketOf(a);
    await call(server, 'POST', `/api/users/${b.id}/like`, { token: a.token });
    await send(a1, b.id, 'quiet');
    await pause(200);
    expect(pushed).toEqual([]);
    expect(likes).toEqual([]);
    expect(await rows(b)).toEqual([]);

    // C blocks A after A's notification: it is hidden; nothing new arrives either way.
    await call(server, 'POST', `/api/users/${c.id}/like`, { token: a.token });
    expect((await list(c)).data).toHaveLength(1);
    await call(server, 'POST', `/api/users/${a.id}/block`, { token: c.token });
    const listed = await list(c);
    expect(listed.data).toEqual([]);
    expect(listed.unreadCount).toBe(0);
    const notify = await import('../src/notifications/service');
    const service = notify.createNotifications({ deliver: server.app.kindred.realtime.deliver });
    const pool = server.app.kindred.database.pool;
    expect(await service.notify(pool, { recipientId: c.id, senderId: a.id, type: 'like' })).toBeNull();
    expect(await service.notify(pool, { recipientId: a.id, senderId: c.id, type: 'like' })).toBeNull();
    expect((await rows(a)).filter((r) => r.sender_id === c.id)).toEqual([]);
  });

  it('read by ids, read-all and per item: own items only; pagination and unread filter', async () => {
    const [owner, other] = [await member(), await member()];
    const senders = await Promise.all(Array.from({ length: 5 }, () => member()));
    for (const s of senders) await call(server, 'POST', `/api/users/${owner.id}/like`, { token: s.token });
    const first = await list(owner, '?limit=2');
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(first.unreadCount).toBe(5);
    const second = await list(owner, `?limit=2&cursor=${first.nextCursor}`);
    const third = await list(owner, `?limit=2&cursor=${second.nextCursor}`);
    const all = [...first.data, ...second.data, ...third.data].map((n: any) => n._id);
    expect(new Set(all).size).toBe(5);
    expect(third.hasMore).toBe(false);

    // Someone else's ids change nothing.
    const foreign = await call(server, 'PUT', '/api/notifications/read', { token: other.token, body: { ids: all } });
    expect(foreign.body).toMatchObject({ success: true, updated: 0 });
    expect((await call(server, 'PUT', `/api/notifications/${all[0]}/read`, { token: other.token })).status).toBe(404);
    expect((await call(server, 'PUT', `/api/notifications/${otherId()}/read`, { token: owner.token })).status).toBe(
      404,
    );
    expect((await call(server, 'PUT', '/api/notifications/not-an-id/read', { token: owner.token })).body.error).toBe(
      'Invalid notification ID',
    );
    expect(
      (await call(server, 'PUT', '/api/notifications/read', { token: owner.token, body: { ids: ['x'] } })).status,
    ).toBe(400);
    expect((await list(owner)).unreadCount).toBe(5);

    const mine = await call(server, 'PUT', '/api/notifications/read', {
      token: owner.token,
      body: { ids: all.slice(0, 2) },
    });
    expect(mine.body).toMatchObject({ updated: 2, unreadCount: 3 });
    expect((await list(owner, '?unread=true')).data).toHaveLength(3);
    const allRead = await call(server, 'PUT', '/api/notifications/read-all', { token: owner.token });
    expect(allRead.body).toMatchObject({ updated: 3, unreadCount: 0 });
    expect((await list(owner)).unreadCount).toBe(0);
  });

  it('the retention job deletes items 90 days after their last update', async () => {
    const [a, b] = [await member(), await member()];
    await call(server, 'POST', `/api/users/${b.id}/like`, { token: a.token });
    const pool = server.app.kindred.database.pool;
    await pool.query("UPDATE notifications SET updated_at = now() - interval '89 days' WHERE recipient_id = $1", [
      b.id,
    ]);
    await runNotificationRetentionJob(pool, new Date());
    expect(await rows(b)).toHaveLength(1);
    await pool.query("UPDATE notifications SET updated_at = now() - interval '91 days' WHERE recipient_id = $1", [
      b.id,
    ]);
    const { deleted } = await runNotificationRetentionJob(pool, new Date());
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await rows(b)).toEqual([]);
  });
});
