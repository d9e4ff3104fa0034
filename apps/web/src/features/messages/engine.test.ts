import { memoryStorage, WINK_EMOJI, type Conversation, type Message } from '@kindred/core';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { fakeRealtime, type FakeSocket } from '../../lib/fakeSocket.testing';
import { realtimeAtom } from '../../lib/socketState';
import { conversationsAtom, threadsAtom } from './atoms';
import { createChatEngine, type ChatApi, type Me } from './engine';
import { outboxKey } from './unread';

const ME = '0123456789abcdef01234567';
const BEN = 'b00000000000000000000001';
const DANA = 'd00000000000000000000002';

/** A server in memory: the HTTP half of the chat (history, conversations, read) the engine reads. */
function fakeServer() {
  const stored: Message[] = [];
  const reads: { partnerId: string; upToSeq?: number }[] = [];
  let seq = 0;
  const api: ChatApi = {
    conversations: async () =>
      [BEN, DANA].map((id): Conversation => ({
        user: { _id: id, nickname: id === BEN ? 'Ben' : 'Dana', photo: null, isOnline: true, accountTier: 'PAID' },
        lastMessage: null,
        unreadCount: 0,
      })),
    history: async (partnerId, q) => {
      const mine = stored.filter((m) => m.sender === partnerId || m.recipient === partnerId);
      const page =
        q.since !== undefined
          ? mine.filter((m) => (m.seq ?? 0) > q.since!)
          : mine.filter((m) => q.before === undefined || (m.seq ?? 0) < q.before).reverse();
      return { messages: page.slice(0, q.limit), hasMore: page.length > q.limit };
    },
    markRead: async (partnerId, upToSeq) => void reads.push({ partnerId, upToSeq }),
    upload: async () => ({ url: '/api/messages/attachments/x.webp', fileName: 'x.webp', fileType: 'image/webp' }),
  };
  /** Stores a message as the server does (one per client message id) and returns it. */
  const store = (input: Partial<Message> & Pick<Message, 'sender' | 'recipient' | 'content'>): Message => {
    const existing = input.clientMessageId && stored.find((m) => m.clientMessageId === input.clientMessageId);
    if (existing) return existing;
    seq += 1;
    const message: Message = {
      _id: `m${String(seq).padStart(23, '0')}`,
      seq,
      type: 'text',
      createdAt: new Date(1_000_000 + seq).toISOString(),
      read: false,
      ...input,
    };
    stored.push(message);
    return message;
  };
  return { api, stored, reads, store };
}

type Setup = ReturnType<typeof setup>;

function setup(
  options: {
    me?: Partial<Me>;
    storage?: ReturnType<typeof memoryStorage>;
    connected?: boolean;
    /** The socket arrives after the engine started (the app loads it in parallel). */
    socketLater?: boolean;
    afterPaint?: (run: () => void) => void;
    showNow?: (run: () => void) => void;
  } = {},
) {
  const store = createStore();
  const storage = options.storage ?? memoryStorage();
  const rt = fakeRealtime({ store, connected: options.connected ?? true });
  if (!options.socketLater) store.set(realtimeAtom, rt.realtime);
  const server = fakeServer();
  let ids = 0;
  const engine = createChatEngine({
    store,
    me: { id: ME, tier: 'PAID', showReadReceipts: true, ...options.me },
    api: server.api,
    storage,
    clock: rt.time,
    scheduler: rt.time,
    isOnline: () => true,
    newId: () => `client-${options.storage ? 'b' : 'a'}-${(ids += 1)}`,
    ...(options.afterPaint ? { afterPaint: options.afterPaint } : {}),
    ...(options.showNow ? { showNow: options.showNow } : {}),
  });
  if (options.socketLater) store.set(realtimeAtom, rt.realtime);
  return { store, storage, rt, server, engine, socket: rt.socket() };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const sends = (socket: FakeSocket) => socket.emitted.filter((e) => e.event === 'sendMessage');
const payloadOf = (e: { args: unknown[] }) =>
  e.args[0] as { clientMessageId: string; content: string; recipientId: string };
/** The server answers the socket's n-th send: stored (once per client id) or refused. */
function answer(s: Setup, index: number, refusal?: string) {
  const emit = sends(s.socket)[index]!;
  const ack = emit.args[1] as (reply: unknown) => void;
  if (refusal) {
    ack({ success: false, error: refusal, code: 'SERVER_ERROR' });
    return null;
  }
  const p = payloadOf(emit);
  const message = s.server.store({
    sender: ME,
    recipient: p.recipientId,
    content: p.content,
    clientMessageId: p.clientMessageId,
  });
  ack({ success: true, data: message });
  return message;
}
const messagesWith = (s: Setup, partnerId: string) => s.store.get(threadsAtom).get(partnerId)?.messages ?? [];
const unreadOf = (s: Setup, partnerId: string) =>
  s.store.get(conversationsAtom).list.find((c) => c.user._id === partnerId)?.unreadCount;

describe('chat engine over the fake socket seam, a fresh store each', () => {
  it('optimistic → confirmed → read: the message shows at once, is replaced by the server copy, then ticks read', async () => {
    const s = setup();
    await s.engine.open(BEN);
    expect(s.engine.send(BEN, '  Hello Ben  ')).toMatchObject({ ok: true });
    const [shown] = messagesWith(s, BEN);
    expect(shown).toMatchObject({ content: 'Hello Ben', pending: true, status: 'pending', sender: ME });
    await settle();
    expect(sends(s.socket)).toHaveLength(1);
    expect(payloadOf(sends(s.socket)[0]!)).toMatchObject({ recipientId: BEN, content: 'Hello Ben', type: 'text' });

    const stored = answer(s, 0)!;
    await settle();
    expect(messagesWith(s, BEN)).toEqual([
      expect.objectContaining({ _id: stored._id, status: 'sent', pending: false, read: false }),
    ]);
    // The same message pushed to this member's sockets (messageSent) changes nothing.
    s.socket.serverSends('messageSent', stored);
    expect(messagesWith(s, BEN)).toHaveLength(1);

    s.socket.serverSends('messagesRead', { readerId: BEN, conversationId: 'c1', upToSeq: stored.seq, readAt: '' });
    expect(messagesWith(s, BEN)[0]).toMatchObject({ read: true });
  });

  it('over a live socket the message leaves within send() itself, before any later task renders it', async () => {
    const s = setup();
    await s.engine.open(BEN);
    s.engine.send(BEN, 'right away');
    // No await since the send: the emit happened in the keystroke's own task.
    expect(sends(s.socket).map((e) => payloadOf(e).content)).toEqual(['right away']);
  });

  it('the message leaves before its bubble is in the store and before the outbox is written; both follow in send()', async () => {
    const s = setup();
    await s.engine.open(BEN);
    const emit = s.socket.emit.bind(s.socket);
    const atEmit: { shown: string[]; kept: string | null }[] = [];
    s.socket.emit = (event: string, ...args: unknown[]) => {
      if (event === 'sendMessage')
        atEmit.push({ shown: messagesWith(s, BEN).map((m) => m.content), kept: s.storage.getItem(outboxKey(ME)) });
      return emit(event, ...args);
    };
    const sent = s.engine.send(BEN, 'first out');
    // At the emit: no bubble yet, nothing written.
    expect(atEmit).toEqual([{ shown: [], kept: null }]);
    // When send() returns (the same task): the pending bubble and the outbox entry under the same id.
    const clientId = sent.ok ? sent.clientMessageId : '';
    expect(messagesWith(s, BEN)).toEqual([
      expect.objectContaining({ content: 'first out', pending: true, clientMessageId: clientId }),
    ]);
    expect(s.storage.getItem(outboxKey(ME))).toContain(clientId);
    expect(payloadOf(sends(s.socket)[0]!).clientMessageId).toBe(clientId);
    // A second message while the first waits for its answer is written at once and leaves after it (order kept).
    s.engine.send(BEN, 'second');
    expect(atEmit).toHaveLength(1);
    expect(s.storage.getItem(outboxKey(ME))).toContain('second');
    answer(s, 0);
    await settle();
    expect(sends(s.socket).map((e) => payloadOf(e).content)).toEqual(['first out', 'second']);
    expect(atEmit[1]!.shown).toEqual(['first out', 'second']);
  });

  it('sent at once but unanswered when the page reloads: the next page sends it again under its id, stored once', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    await first.engine.open(BEN);
    first.engine.send(BEN, 'left before the reload');
    expect(sends(first.socket)).toHaveLength(1);
    const clientId = payloadOf(sends(first.socket)[0]!).clientMessageId;
    // The server stored it, but its answer never reached this page.
    first.server.store({ sender: ME, recipient: BEN, content: 'left before the reload', clientMessageId: clientId });
    first.engine.stop();
    first.rt.realtime.stop();
    expect(storage.getItem(outboxKey(ME))).toContain(clientId);

    const second = setup({ storage });
    await second.engine.open(BEN);
    await settle();
    expect(sends(second.socket).map(payloadOf)).toEqual([
      expect.objectContaining({ content: 'left before the reload', clientMessageId: clientId }),
    ]);
    // The server answers with the copy it holds (one per client id).
    const ack = sends(second.socket)[0]!.args[1] as (reply: unknown) => void;
    const stored = first.server.stored.filter((m) => m.clientMessageId === clientId);
    expect(stored).toHaveLength(1);
    ack({ success: true, data: stored[0] });
    await settle();
    expect(storage.getItem(outboxKey(ME))).toBeNull();
    expect(messagesWith(second, BEN)).toEqual([
      expect.objectContaining({ content: 'left before the reload', status: 'sent' }),
    ]);
    const third = setup({ storage });
    await settle();
    expect(sends(third.socket)).toHaveLength(0);
  });

  it("the sender's own messageSent after the ack changes nothing (no state, no render); from another tab it shows", async () => {
    const s = setup();
    await s.engine.loadConversations();
    await s.engine.open(BEN);
    s.engine.send(BEN, 'once confirmed');
    const stored = answer(s, 0)!;
    await settle();
    const threads = s.store.get(threadsAtom);
    const list = s.store.get(conversationsAtom);
    expect(list.list[0]).toMatchObject({ user: { _id: BEN }, lastMessage: { _id: stored._id } });
    s.socket.serverSends('messageSent', stored);
    expect(s.store.get(threadsAtom)).toBe(threads);
    expect(s.store.get(conversationsAtom)).toBe(list);
    // A message this tab never wrote (sent from another tab) is added once, and heads the list.
    const other = s.server.store({ sender: ME, recipient: BEN, content: 'from my phone', clientMessageId: 'phone-1' });
    s.socket.serverSends('messageSent', other);
    expect(messagesWith(s, BEN).map((m) => [m.content, m.status])).toEqual([
      ['once confirmed', 'sent'],
      ['from my phone', 'sent'],
    ]);
    expect(s.store.get(conversationsAtom).list[0]!.lastMessage?._id).toBe(other._id);
    const again = s.store.get(threadsAtom);
    s.socket.serverSends('messageSent', other);
    expect(s.store.get(threadsAtom)).toBe(again);
  });

  it('no read tick for a member who turned read receipts off (the server sends none; a stray one changes nothing)', async () => {
    const s = setup({ me: { showReadReceipts: false } });
    await s.engine.open(BEN);
    s.engine.send(BEN, 'hi');
    await settle();
    const stored = answer(s, 0)!;
    s.socket.serverSends('messagesRead', { readerId: BEN, conversationId: 'c1', upToSeq: stored.seq, readAt: '' });
    expect(messagesWith(s, BEN)[0]).toMatchObject({ read: false });
  });

  it("failure → ' (Failed)' → a retry under the same client id is stored once", async () => {
    const s = setup();
    await s.engine.open(BEN);
    const sent = s.engine.send(BEN, 'Are you there?');
    await settle();
    answer(s, 0, 'Failed to send message');
    await settle();
    expect(messagesWith(s, BEN)).toEqual([
      expect.objectContaining({ content: 'Are you there? (Failed)', error: true, status: 'error' }),
    ]);
    expect(s.engine.outboxSize).toBe(0);

    expect(s.engine.retry(BEN, sent.ok ? sent.clientMessageId : '')).toBe(true);
    expect(messagesWith(s, BEN)).toEqual([expect.objectContaining({ content: 'Are you there?', pending: true })]);
    await settle();
    expect(sends(s.socket)).toHaveLength(2);
    expect(payloadOf(sends(s.socket)[1]!)).toMatchObject({
      content: 'Are you there?',
      clientMessageId: payloadOf(sends(s.socket)[0]!).clientMessageId,
    });
    answer(s, 1);
    await settle();
    expect(s.server.stored).toHaveLength(1);
    expect(messagesWith(s, BEN)).toEqual([expect.objectContaining({ content: 'Are you there?', status: 'sent' })]);
    expect(sends(s.socket)).toHaveLength(2);
  });

  it('an unanswered send is sent again under the same id; the server keeps one and the screen shows one', async () => {
    const s = setup();
    await s.engine.open(BEN);
    s.engine.send(BEN, 'ping');
    await settle();
    s.rt.time.advance(10_000);
    await settle();
    expect(sends(s.socket)).toHaveLength(2);
    expect(payloadOf(sends(s.socket)[1]!).clientMessageId).toBe(payloadOf(sends(s.socket)[0]!).clientMessageId);
    answer(s, 0); // the first answer arrives late
    answer(s, 1);
    await settle();
    expect(s.server.stored).toHaveLength(1);
    expect(messagesWith(s, BEN)).toEqual([expect.objectContaining({ content: 'ping', status: 'sent' })]);
  });

  it('queued while disconnected → sent once, in order, after the reconnect', async () => {
    const s = setup();
    await s.engine.open(BEN);
    s.socket.serverSends('disconnect', 'transport close');
    s.engine.send(BEN, 'one');
    s.engine.send(BEN, 'two');
    await settle();
    expect(sends(s.socket)).toHaveLength(0);
    expect(messagesWith(s, BEN).map((m) => [m.content, m.pending])).toEqual([
      ['one', true],
      ['two', true],
    ]);

    s.socket.serverSends('connect');
    await settle();
    // One at a time: the second leaves once the first is stored (order kept).
    expect(sends(s.socket).map((e) => payloadOf(e).content)).toEqual(['one']);
    answer(s, 0);
    await settle();
    expect(sends(s.socket).map((e) => payloadOf(e).content)).toEqual(['one', 'two']);
    answer(s, 1);
    await settle();
    // Another reconnect sends nothing again.
    s.socket.serverSends('disconnect', 'transport close');
    s.socket.serverSends('connect');
    await settle();
    expect(sends(s.socket)).toHaveLength(2);
    expect(s.server.stored.map((m) => m.content)).toEqual(['one', 'two']);
    expect(messagesWith(s, BEN).map((m) => [m.content, m.status])).toEqual([
      ['one', 'sent'],
      ['two', 'sent'],
    ]);
  });

  it('a socket that arrives after the engine still carries the queue after a reconnect', async () => {
    const s = setup({ socketLater: true });
    await s.engine.open(BEN);
    s.socket.serverSends('disconnect', 'transport close');
    s.engine.send(BEN, 'later');
    await settle();
    expect(sends(s.socket)).toHaveLength(0);
    s.socket.serverSends('connect');
    await settle();
    expect(sends(s.socket).map((e) => payloadOf(e).content)).toEqual(['later']);
  });

  it('queued offline survives a reload (kept in local storage) and is sent once by the next page', async () => {
    const storage = memoryStorage();
    const first = setup({ storage, connected: false });
    await first.engine.open(BEN);
    first.engine.send(BEN, 'written offline');
    await settle();
    expect(sends(first.socket)).toHaveLength(0);
    const clientId = messagesWith(first, BEN)[0]!.clientMessageId;
    first.engine.stop();
    first.rt.realtime.stop();
    expect(storage.getItem(outboxKey(ME))).toContain('written offline');

    // The reload: a new store, socket and engine on the same storage.
    const second = setup({ storage, connected: false });
    await second.engine.open(BEN);
    expect(messagesWith(second, BEN)).toEqual([
      expect.objectContaining({ content: 'written offline', pending: true, clientMessageId: clientId }),
    ]);
    second.socket.serverSends('connect');
    await settle();
    expect(sends(second.socket).map(payloadOf)).toEqual([
      expect.objectContaining({ content: 'written offline', clientMessageId: clientId }),
    ]);
    answer(second, 0);
    await settle();
    expect(storage.getItem(outboxKey(ME))).toBeNull();
    expect(messagesWith(second, BEN)).toEqual([
      expect.objectContaining({ content: 'written offline', status: 'sent' }),
    ]);

    // A third page finds nothing left to send.
    const third = setup({ storage });
    await settle();
    expect(sends(third.socket)).toHaveLength(0);
  });

  it('an incoming message for another conversation raises its unread count; the open one stays at 0', async () => {
    const s = setup();
    await s.engine.loadConversations();
    await s.engine.open(BEN);
    const fromDana = s.server.store({ sender: DANA, recipient: ME, content: 'Hi there' });
    s.socket.serverSends('messageReceived', fromDana);
    expect(unreadOf(s, DANA)).toBe(1);
    expect(s.store.get(conversationsAtom).list[0]!.user._id).toBe(DANA);
    const fromBen = s.server.store({ sender: BEN, recipient: ME, content: 'Hey' });
    s.socket.serverSends('messageReceived', fromBen);
    expect(unreadOf(s, BEN)).toBe(0);
    expect(s.store.get(conversationsAtom).list[0]!.user._id).toBe(BEN);
    expect(messagesWith(s, BEN).map((m) => m.content)).toEqual(['Hey']);
    // The open conversation is read at once (over the socket).
    expect(s.socket.emitted.find((e) => e.event === 'messageRead')?.args[0]).toEqual({
      senderId: BEN,
      upToSeq: fromBen.seq,
    });

    // Opening Dana's marks it read.
    await s.engine.open(DANA);
    expect(unreadOf(s, DANA)).toBe(0);
  });

  it('a duplicate messageReceived (same id) shows once', async () => {
    const s = setup();
    await s.engine.open(BEN);
    const m = s.server.store({ sender: BEN, recipient: ME, content: 'once' });
    s.socket.serverSends('messageReceived', m);
    s.socket.serverSends('messageReceived', m);
    s.rt.time.advance(5_000);
    s.socket.serverSends('messageReceived', m);
    expect(messagesWith(s, BEN).map((x) => x.content)).toEqual(['once']);
  });

  it('a message shows on its first push (newMessage), once; the messageReceived after it changes nothing', async () => {
    const s = setup();
    await s.engine.loadConversations();
    await s.engine.open(BEN);
    const m = s.server.store({ sender: BEN, recipient: ME, content: 'first push' });
    s.socket.serverSends('newMessage', { message: m, sender: { _id: BEN, nickname: 'Ben' } });
    expect(messagesWith(s, BEN).map((x) => x.content)).toEqual(['first push']);
    expect(s.socket.emitted.filter((e) => e.event === 'messageRead')).toHaveLength(1);
    const threadBefore = s.store.get(threadsAtom);
    const listBefore = s.store.get(conversationsAtom);
    s.socket.serverSends('messageReceived', m);
    expect(s.store.get(threadsAtom)).toBe(threadBefore);
    expect(s.store.get(conversationsAtom)).toBe(listBefore);
    expect(s.socket.emitted.filter((e) => e.event === 'messageRead')).toHaveLength(1);
    // A push without a message (bad input) changes nothing.
    s.socket.serverSends('newMessage', undefined);
    s.socket.serverSends('newMessage', { sender: { _id: BEN, nickname: 'Ben' } });
    expect(messagesWith(s, BEN)).toHaveLength(1);
  });

  it('a message in the open conversation: the bubble at once, the list and the read receipt after the paint', async () => {
    const painted: (() => void)[] = [];
    const s = setup({ afterPaint: (run) => void painted.push(run) });
    await s.engine.loadConversations();
    await s.engine.open(BEN);
    const reads = () => s.socket.emitted.filter((e) => e.event === 'messageRead');
    const listBefore = s.store.get(conversationsAtom);
    const m = s.server.store({ sender: BEN, recipient: ME, content: 'bubble first' });
    s.socket.serverSends('newMessage', { message: m, sender: { _id: BEN, nickname: 'Ben' } });
    s.socket.serverSends('messageReceived', m);
    expect(messagesWith(s, BEN).map((x) => x.content)).toEqual(['bubble first']);
    expect(s.store.get(conversationsAtom)).toBe(listBefore);
    expect(reads()).toHaveLength(0);
    expect(painted).toHaveLength(1);

    painted.shift()!();
    const ben = s.store.get(conversationsAtom).list.find((c) => c.user._id === BEN)!;
    expect(ben.lastMessage?.content).toBe('bubble first');
    expect(ben.unreadCount).toBe(0);
    expect(reads().map((e) => e.args[0])).toEqual([{ senderId: BEN, upToSeq: m.seq }]);
  });

  it('a message for the conversation on screen is put in its thread inside showNow (rendered in that task); others are not', async () => {
    const inside: string[][] = [];
    let depth = 0;
    const s: Setup = setup({
      showNow: (run) => {
        depth += 1;
        run();
        depth -= 1;
        inside.push(messagesWith(s, BEN).map((m) => m.content));
      },
      afterPaint: () => undefined,
    });
    await s.engine.loadConversations();
    await s.engine.open(BEN);
    const listBefore = s.store.get(conversationsAtom);
    let changedOutside = 0;
    s.store.sub(threadsAtom, () => {
      if (depth === 0) changedOutside += 1;
    });
    const m = s.server.store({ sender: BEN, recipient: ME, content: 'on screen' });
    s.socket.serverSends('newMessage', { message: m, sender: { _id: BEN, nickname: 'Ben' } });
    s.socket.serverSends('messageReceived', m);
    // Once, inside showNow; the duplicate push does not call it again; the list waits for the paint.
    expect(inside).toEqual([['on screen']]);
    expect(changedOutside).toBe(0);
    expect(s.store.get(conversationsAtom)).toBe(listBefore);
    // Another conversation's message (its thread not on screen) goes to the list as before, not through showNow.
    s.socket.serverSends('messageReceived', s.server.store({ sender: DANA, recipient: ME, content: 'elsewhere' }));
    expect(inside).toHaveLength(1);
    expect(unreadOf(s, DANA)).toBe(1);
  });

  it('what waits for the paint applies first when the list changes otherwise, so the order stays', async () => {
    const painted: (() => void)[] = [];
    const s = setup({ afterPaint: (run) => void painted.push(run) });
    await s.engine.loadConversations();
    await s.engine.open(BEN);
    const fromBen = s.server.store({ sender: BEN, recipient: ME, content: 'from Ben' });
    s.socket.serverSends('messageReceived', fromBen);
    // Dana's conversation is not on screen: her row changes at once, after Ben's waiting one.
    const fromDana = s.server.store({ sender: DANA, recipient: ME, content: 'from Dana' });
    s.socket.serverSends('messageReceived', fromDana);
    const list = s.store.get(conversationsAtom).list;
    expect(list.map((c) => [c.user._id, c.lastMessage?.content, c.unreadCount])).toEqual([
      [DANA, 'from Dana', 1],
      [BEN, 'from Ben', 0],
    ]);
    expect(s.socket.emitted.filter((e) => e.event === 'messageRead').map((e) => e.args[0])).toEqual([
      { senderId: BEN, upToSeq: fromBen.seq },
    ]);
    // The paint's turn then finds nothing left to do.
    painted.shift()!();
    expect(s.store.get(conversationsAtom).list).toBe(list);
    expect(s.socket.emitted.filter((e) => e.event === 'messageRead')).toHaveLength(1);
  });

  it("a FREE member's text is never sent; their wink is", async () => {
    const s = setup({ me: { tier: 'FREE' } });
    await s.engine.open(BEN);
    expect(s.engine.send(BEN, 'hello')).toEqual({
      ok: false,
      reason: 'Free accounts can only send winks. Upgrade to send messages.',
    });
    expect(s.engine.sendFile(BEN, new File(['x'], 'x.png', { type: 'image/png' }))).toMatchObject({ ok: false });
    s.engine.typing(BEN);
    s.rt.time.advance(1_000);
    await settle();
    expect(s.socket.emitted.filter((e) => e.event === 'sendMessage' || e.event === 'typing')).toEqual([]);
    expect(messagesWith(s, BEN)).toEqual([]);

    expect(s.engine.send(BEN, '', 'wink')).toMatchObject({ ok: true });
    await settle();
    expect(sends(s.socket).map(payloadOf)).toEqual([expect.objectContaining({ type: 'wink', content: WINK_EMOJI })]);
  });

  it('typing: sent ~500 ms after the last keystroke; the partner’s indicator shows for 3 s', async () => {
    const s = setup();
    await s.engine.open(BEN);
    s.engine.typing(BEN);
    s.rt.time.advance(300);
    s.engine.typing(BEN);
    s.rt.time.advance(499);
    expect(s.socket.emitted.filter((e) => e.event === 'typing')).toHaveLength(0);
    s.rt.time.advance(1);
    expect(s.socket.emitted.filter((e) => e.event === 'typing').map((e) => e.args[0])).toEqual([{ recipientId: BEN }]);

    const { typingAtom } = await import('./atoms');
    s.socket.serverSends('userTyping', { userId: BEN });
    expect(s.store.get(typingAtom)).toEqual([BEN]);
    s.rt.time.advance(2_999);
    expect(s.store.get(typingAtom)).toEqual([BEN]);
    s.rt.time.advance(1);
    expect(s.store.get(typingAtom)).toEqual([]);
  });

  it('a file: placeholder with progress, then the file message with the uploaded metadata', async () => {
    const s = setup();
    await s.engine.open(BEN);
    s.engine.sendFile(BEN, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(messagesWith(s, BEN)[0]).toMatchObject({ type: 'file', status: 'uploading' });
    await settle();
    const payload = sends(s.socket)[0]!.args[0] as { type: string; metadata: { url: string } };
    expect(payload).toMatchObject({ type: 'file', metadata: { url: '/api/messages/attachments/x.webp' } });
  });

  it('after a new socket session the open conversation fetches what was sent meanwhile', async () => {
    const s = setup();
    await s.engine.open(BEN);
    s.socket.serverSends('disconnect', 'transport close');
    s.server.store({ sender: BEN, recipient: ME, content: 'while you were away' });
    s.socket.serverSends('connect');
    await settle();
    expect(messagesWith(s, BEN).map((m) => m.content)).toEqual(['while you were away']);
  });
});
