/* eslint-disable @typescript-eslint/no-explicit-any -- socket payloads are untyped JSON in the suites */
/**
 * Chat with real socket.io clients against the real server (issue 11): delivery counts per socket, exactly-once on
 * the client message id, catch-up by sequence, tier and block rules on the socket and HTTP paths, read receipts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, registerMember, verify, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { collect, connectMember, nextEvent, pause, type ClientSocket } from './sockets';

const kinds = await databaseKinds();
const WINK = '😉';
let counter = 0;
const cid = () => `c-${Date.now()}-${++counter}`;

describe.each(kinds)('chat on %s', (kind) => {
  let server: TestServer;
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server?.close();
  });

  /** A verified member: premium (FEMALE) unless `free`. */
  const member = async (free = false): Promise<Member> => {
    const m = await registerMember(server, { details: { iAm: free ? 'man' : 'woman' } });
    await verify(server, m);
    return m;
  };
  const socketOf = async (m: Member) => {
    const s = await connectMember(server, m);
    open.push(s);
    return s;
  };
  const send = (s: ClientSocket, payload: Record<string, unknown>) =>
    s.timeout(3000).emitWithAck('sendMessage', payload) as Promise<any>;
  const stored = async (senderId: string) =>
    (
      await server.app.kindred.database.pool.query(
        'SELECT id, client_message_id, seq, content FROM messages WHERE sender_id = $1 ORDER BY seq',
        [senderId],
      )
    ).rows;

  it('two members chat: messageSent on every sender tab, exactly one messageReceived per recipient tab', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, a2, b1, b2] = [await socketOf(a), await socketOf(a), await socketOf(b), await socketOf(b)];
    const sent = [collect(a1, 'messageSent'), collect(a2, 'messageSent')];
    const received = [collect(b1, 'messageReceived'), collect(b2, 'messageReceived'), collect(a1, 'messageReceived')];
    const clientMessageId = cid();
    const ack = await send(a1, { recipientId: b.id, content: '  hello there  ', clientMessageId });
    expect(ack).toMatchObject({ success: true, data: { content: 'hello there', seq: 1, clientMessageId } });
    await pause(300);
    for (const list of sent) expect(list.map((m) => m._id)).toEqual([ack.data._id]);
    expect(received[0]!.map((m) => m._id)).toEqual([ack.data._id]);
    expect(received[1]!.map((m) => m._id)).toEqual([ack.data._id]);
    expect(received[2]).toEqual([]);
    expect(received[0]![0]).toMatchObject({ sender: a.id, recipient: b.id, type: 'text', read: false });

    // B answers; the same text twice within 5 s is two messages.
    const r1 = await send(b1, { recipientId: a.id, content: 'ok', clientMessageId: cid() });
    const r2 = await send(b1, { recipientId: a.id, content: 'ok', clientMessageId: cid() });
    expect([r1.data.seq, r2.data.seq]).toEqual([2, 3]);
    expect(r1.data._id).not.toBe(r2.data._id);
  });

  it('the acknowledgement leaves before the pushes: the sending tab has its ack before its messageSent', async () => {
    const [a, b] = [await member(), await member()];
    const a1 = await socketOf(a);
    const order: string[] = [];
    a1.on('messageSent', () => order.push('messageSent'));
    // The ack callback runs as its packet is read (emitWithAck's promise would resolve a microtask later).
    a1.emit('sendMessage', { recipientId: b.id, content: 'first', clientMessageId: cid() }, () => order.push('ack'));
    await pause(300);
    expect(order).toEqual(['ack', 'messageSent']);
  });

  it('a resend of a client id (any of the spec’s names) stores one message and delivers that message again', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, b1] = [await socketOf(a), await socketOf(b)];
    const received = collect(b1, 'messageReceived');
    const id = cid();
    const first = await send(a1, { recipientId: b.id, content: 'once', clientMessageId: id });
    const again = await send(a1, { recipientId: b.id, content: 'once', tempMessageId: id });
    const third = await send(a1, { recipientId: b.id, content: 'once', tempId: id });
    const viaHttp = await call(server, 'POST', '/api/messages', {
      token: a.token,
      body: { recipientId: b.id, content: 'once', clientMessageId: id },
    });
    expect(viaHttp.status).toBe(200);
    expect([again.data._id, third.data._id, viaHttp.body.data._id]).toEqual([
      first.data._id,
      first.data._id,
      first.data._id,
    ]);
    // Racing resends (socket and HTTP at once) still store one.
    const race = cid();
    await Promise.all([
      ...Array.from({ length: 4 }, () => send(a1, { recipientId: b.id, content: 'race', clientMessageId: race })),
      call(server, 'POST', '/api/messages', {
        token: a.token,
        body: { recipientId: b.id, content: 'race', clientMessageId: race },
      }),
    ]);
    await pause(300);
    const rows = await stored(a.id);
    expect(rows.map((r) => r.client_message_id)).toEqual([id, race]);
    expect(rows.map((r) => r.seq)).toEqual([1, 2]);
    // A resend delivers the stored message again (the first delivery may have died with its node, decision
    // 0074): never a new message — one id per client id, which the app keeps once.
    expect([...new Set(received.map((m) => m._id))]).toEqual([first.data._id, rows[1]!.id]);
    expect(received.filter((m) => m._id === first.data._id)).toHaveLength(4);
  });

  it('a resend after a block is not delivered again to the member who blocked', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, b1] = [await socketOf(a), await socketOf(b)];
    const received = collect(b1, 'messageReceived');
    const id = cid();
    const first = await send(a1, { recipientId: b.id, content: 'before the block', clientMessageId: id });
    await pause(200);
    expect(received.map((m) => m._id)).toEqual([first.data._id]);
    expect((await call(server, 'POST', `/api/users/${a.id}/block`, { token: b.token })).status).toBe(200);
    await send(a1, { recipientId: b.id, content: 'before the block', clientMessageId: id });
    await pause(300);
    expect(received.map((m) => m._id)).toEqual([first.data._id]);
  });

  it('a member offline during the sends gets everything through catch-up, in order', async () => {
    const [a, b] = [await member(), await member()];
    const a1 = await socketOf(a);
    const b1 = await connectMember(server, b);
    const seen = await send(a1, { recipientId: b.id, content: 'before', clientMessageId: cid() });
    await pause(100);
    b1.close();
    const texts = Array.from({ length: 7 }, (_, i) => `while away ${i}`);
    for (const content of texts) await send(a1, { recipientId: b.id, content, clientMessageId: cid() });
    // Reconnected, B asks for what followed the last sequence number it saw, a page at a time.
    const got: any[] = [];
    let since = seen.data.seq as number;
    for (;;) {
      const page = await call(server, 'GET', `/api/messages/${a.id}?since=${since}&limit=3`, { token: b.token });
      expect(page.status).toBe(200);
      got.push(...page.body.data);
      if (!page.body.hasMore) break;
      since = page.body.data.at(-1).seq;
    }
    expect(got.map((m) => m.content)).toEqual(texts);
    expect(got.map((m) => m.seq)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    // History: newest first, keyset on the sequence number.
    const newest = await call(server, 'GET', `/api/messages/${a.id}?limit=2`, { token: b.token });
    expect(newest.body.data.map((m: any) => m.seq)).toEqual([8, 7]);
    expect(newest.body.hasMore).toBe(true);
    const older = await call(server, 'GET', `/api/messages/${a.id}?limit=10&before=7`, { token: b.token });
    expect(older.body.data.map((m: any) => m.seq)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(older.body.hasMore).toBe(false);
  });

  it('FREE members send winks only — no text, no files — by socket and by HTTP', async () => {
    const [free, b] = [await member(true), await member()];
    const f1 = await socketOf(free);
    const errors = collect(f1, 'messageError');
    const textId = cid();
    const text = await send(f1, { recipientId: b.id, content: 'hello', clientMessageId: textId });
    expect(text).toMatchObject({
      success: false,
      error: 'Free accounts can only send winks. Upgrade to send messages.',
    });
    const file = await send(f1, {
      recipientId: b.id,
      type: 'file',
      content: '',
      metadata: { url: '/api/messages/attachments/x.png' },
      clientMessageId: cid(),
    });
    expect(file.error).toBe('Free accounts cannot send files. Upgrade to send files.');
    const wink = await send(f1, { recipientId: b.id, type: 'wink', content: WINK, clientMessageId: cid() });
    expect(wink).toMatchObject({ success: true, data: { type: 'wink', content: WINK } });
    const winkAsText = await send(f1, { recipientId: b.id, content: WINK, clientMessageId: cid() });
    expect(winkAsText.data.type).toBe('wink');
    const badWink = await send(f1, { recipientId: b.id, type: 'wink', content: '😉😉', clientMessageId: cid() });
    expect(badWink.success).toBe(false);
    for (const body of [
      { recipientId: b.id, content: 'hello' },
      { recipientId: b.id, type: 'file', content: '', metadata: { url: '/api/messages/attachments/x.png' } },
    ]) {
      const res = await call(server, 'POST', '/api/messages', { token: free.token, body });
      expect(res.status).toBe(403);
    }
    await pause(200);
    expect(errors[0]).toMatchObject({
      error: 'Free accounts can only send winks. Upgrade to send messages.',
      clientMessageId: textId,
      recipientId: b.id,
    });
    expect((await stored(free.id)).map((r) => r.content)).toEqual([WINK, WINK]);
  });

  it('refuses unverified senders, messages to oneself, over 2,000 characters and unknown recipients', async () => {
    const a = await member();
    const unverified = await registerMember(server, { details: { iAm: 'woman' } });
    const u1 = await socketOf(unverified);
    const a1 = await socketOf(a);
    expect((await send(u1, { recipientId: a.id, content: 'hi', clientMessageId: cid() })).error).toBe(
      'Please verify your email address to use this feature.',
    );
    expect((await send(a1, { recipientId: a.id, content: 'hi', clientMessageId: cid() })).error).toBe(
      'Cannot send messages to yourself',
    );
    expect((await send(a1, { recipientId: unverified.id, content: 'x'.repeat(2001) })).error).toBe(
      'Message cannot exceed 2000 characters',
    );
    expect((await send(a1, { recipientId: 'f'.repeat(24), content: 'hi' })).error).toBe('User not found');
    const ok = await send(a1, { recipientId: unverified.id, content: 'x'.repeat(2000) });
    expect(ok.success).toBe(true);
    expect(ok.data.clientMessageId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('no messages, typing or read receipts across a block (either way)', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, b1] = [await socketOf(a), await socketOf(b)];
    await send(a1, { recipientId: b.id, content: 'before the block', clientMessageId: cid() });
    await pause(100);
    const typingAtB = collect(b1, 'userTyping');
    const typingAtA = collect(a1, 'userTyping');
    const receiptsAtA = collect(a1, 'messagesRead');
    const receivedAtB = collect(b1, 'messageReceived');
    expect((await call(server, 'POST', `/api/users/${a.id}/block`, { token: b.token })).status).toBe(200);
    expect((await send(a1, { recipientId: b.id, content: 'after', clientMessageId: cid() })).error).toBe(
      'User not found',
    );
    a1.emit('typing', { recipientId: b.id });
    b1.emit('typing', { recipientId: a.id });
    // As about a missing member (no block oracle): the next test compares the two replies.
    expect(await b1.timeout(2000).emitWithAck('messageRead', { senderId: a.id })).toMatchObject({
      success: false,
      error: 'User not found',
    });
    const httpSend = await call(server, 'POST', '/api/messages', {
      token: a.token,
      body: { recipientId: b.id, content: 'after' },
    });
    expect(httpSend.status).toBe(404);
    expect((await call(server, 'GET', `/api/messages/${b.id}`, { token: a.token })).status).toBe(404);
    const list = await call(server, 'GET', '/api/messages/conversations', { token: a.token });
    expect(list.body.data).toEqual([]);
    await pause(400);
    expect([typingAtA, typingAtB, receiptsAtA, receivedAtB]).toEqual([[], [], [], []]);
  });

  it('messageRead about a member across a block answers exactly as about a missing member (no oracle)', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, b1] = [await socketOf(a), await socketOf(b)];
    await send(a1, { recipientId: b.id, content: 'one', clientMessageId: cid() });
    await send(a1, { recipientId: b.id, content: 'two', clientMessageId: cid() });
    const missing = '0123456789abcdef01234567';
    const ack = (s: ClientSocket, senderId: string) =>
      s.timeout(2000).emitWithAck('messageRead', { senderId }) as Promise<any>;
    const noAck = async (s: ClientSocket, senderId: string) => {
      const error = nextEvent(s, 'error');
      s.emit('messageRead', { senderId });
      return error;
    };
    expect(await ack(b1, a.id)).toEqual({ success: true, data: { upToSeq: 2 } });
    const before = await ack(b1, missing);
    expect(before).toMatchObject({ success: false, error: 'User not found', code: 'NOT_FOUND' });
    await call(server, 'POST', `/api/users/${b.id}/block`, { token: a.token });
    // The blocked member (b) about the blocker, and the blocker (a) about the member they blocked.
    for (const [s, about] of [
      [b1, a.id],
      [a1, b.id],
    ] as const) {
      expect(await ack(s, about)).toEqual(await ack(s, missing));
      expect(await noAck(s, about)).toEqual(await noAck(s, missing));
      const http = await call(server, 'PUT', `/api/messages/${about}/read`, { token: s === b1 ? b.token : a.token });
      expect(http.status).toBe(404);
      expect(http.body).toMatchObject({ error: before.error, code: before.code });
    }
  });

  it('typing reaches the partner; read receipts only when both allow them', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, b1] = [await socketOf(a), await socketOf(b)];
    const typing = nextEvent(b1, 'userTyping');
    a1.emit('typing', { recipientId: b.id });
    expect(await typing).toEqual({ userId: a.id });

    const m1 = await send(a1, { recipientId: b.id, content: 'read me', clientMessageId: cid() });
    const receipt = nextEvent(a1, 'messagesRead');
    await b1.timeout(2000).emitWithAck('messageRead', { senderId: a.id });
    expect(await receipt).toMatchObject({
      readerId: b.id,
      upToSeq: m1.data.seq,
      conversationId: m1.data.conversationId,
    });
    const history = await call(server, 'GET', `/api/messages/${b.id}`, { token: a.token });
    expect(history.body.data[0]).toMatchObject({ _id: m1.data._id, read: true });
    // The conversations list shows the same tick on the sender's last message (and the reader's).
    const lastOf = async (viewer: Member) =>
      (await call(server, 'GET', '/api/messages/conversations', { token: viewer.token })).body.data[0].lastMessage;
    expect(await lastOf(a)).toMatchObject({ _id: m1.data._id, read: true });
    expect(await lastOf(b)).toMatchObject({ _id: m1.data._id, read: true });

    // The sender turns receipts off: the reader's reads no longer reach them, and history shows no read state.
    await call(server, 'PUT', '/api/users/settings', {
      token: a.token,
      body: { privacy: { showReadReceipts: false } },
    });
    const receipts = collect(a1, 'messagesRead');
    await send(a1, { recipientId: b.id, content: 'and me', clientMessageId: cid() });
    const marked = await call(server, 'PUT', `/api/messages/${a.id}/read`, { token: b.token });
    expect(marked.status).toBe(200);
    await pause(300);
    expect(receipts).toEqual([]);
    const after = await call(server, 'GET', `/api/messages/${b.id}`, { token: a.token });
    expect(after.body.data.map((m: any) => m.read)).toEqual([false, false]);
    expect(await lastOf(a)).toMatchObject({ content: 'and me', read: false });
  });

  it('HTTP send follows the same rules and reaches the sockets; conversations list with unread counts', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const [a1, b1] = [await socketOf(a), await socketOf(b)];
    const sentAtA = nextEvent(a1, 'messageSent');
    const atB = nextEvent(b1, 'messageReceived');
    const res = await call(server, 'POST', '/api/messages', {
      token: a.token,
      body: { recipientId: b.id, content: 'by http', clientMessageId: cid() },
    });
    expect(res.status).toBe(201);
    expect((await atB)._id).toBe(res.body.data._id);
    expect((await sentAtA)._id).toBe(res.body.data._id);
    await call(server, 'POST', '/api/messages', { token: c.token, body: { recipientId: b.id, content: 'from c 1' } });
    await call(server, 'POST', '/api/messages', { token: c.token, body: { recipientId: b.id, content: 'from c 2' } });

    const first = await call(server, 'GET', '/api/messages/conversations?limit=1', { token: b.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]).toMatchObject({
      user: { _id: c.id, nickname: c.user.nickname, accountTier: 'FEMALE' },
      lastMessage: { content: 'from c 2', sender: c.id },
      unreadCount: 2,
    });
    expect(first.body.hasMore).toBe(true);
    const second = await call(server, 'GET', `/api/messages/conversations?limit=1&cursor=${first.body.nextCursor}`, {
      token: b.token,
    });
    expect(second.body.data[0]).toMatchObject({ user: { _id: a.id }, unreadCount: 1 });
    expect(second.body.hasMore).toBe(false);
    await call(server, 'PUT', `/api/messages/${c.id}/read`, { token: b.token });
    const again = await call(server, 'GET', '/api/messages/conversations', { token: b.token });
    expect(again.body.data.map((x: any) => x.unreadCount)).toEqual([0, 1]);
    const forged = await call(server, 'GET', '/api/messages/conversations?cursor=bm9wZQ', { token: b.token });
    expect(forged.status).toBe(400);
  });

  it('a deleted member’s messages go with the account; the partner keeps their own', async () => {
    const [a, b] = [await member(), await member()];
    await call(server, 'POST', '/api/messages', { token: a.token, body: { recipientId: b.id, content: 'from a' } });
    await call(server, 'POST', '/api/messages', { token: b.token, body: { recipientId: a.id, content: 'from b' } });
    await call(server, 'DELETE', '/api/users/account', { token: a.token, body: { password: PASSWORD } });
    expect(await stored(a.id)).toEqual([]);
    expect((await stored(b.id)).map((r) => r.content)).toEqual(['from b']);
    const list = await call(server, 'GET', '/api/messages/conversations', { token: b.token });
    expect(list.body.data[0]).toMatchObject({ user: { _id: a.id, nickname: 'Deleted member' } });
  });
});
