import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '../contracts/entities';
import { manualTime } from '../time/clock';
import {
  applyMessageToConversations,
  groupMessagesByDay,
  markConversationRead,
  sortConversations,
} from './conversations';
import { totalUnread } from './unread';
import { createMessageDeduper, findPlaceholderIndex, mergeServerMessage } from './dedupe';
import { checkSend, confirmMessage, createOptimisticMessage, failMessage } from './optimistic';
import { previewText, truncatePreview } from './previewText';
import { createTypingIndicator, createTypingSender } from './typing';

const ME = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const YOU = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const THEM = 'cccccccccccccccccccccccc';
const iso = (ms: number) => new Date(ms).toISOString();
const msg = (over: Partial<Message> = {}): Message => ({
  _id: 'm1',
  sender: YOU,
  recipient: ME,
  type: 'text',
  content: 'hi',
  createdAt: iso(0),
  read: false,
  ...over,
});

describe('optimistic message lifecycle (docs/product/messaging.md)', () => {
  const temp = createOptimisticMessage({
    clientMessageId: 't1',
    sender: ME,
    recipient: YOU,
    type: 'text',
    content: 'hello',
    nowMs: 0,
  });
  it('is replaced in place by the server message', () => {
    const list = [msg({ _id: 'x' }), temp, msg({ _id: 'y' })];
    const next = confirmMessage(list, 't1', msg({ _id: 'srv', sender: ME, content: 'hello' }));
    expect(next.map((m) => m._id)).toEqual(['x', 'srv', 'y']);
    expect(next[1]).toMatchObject({ status: 'sent', pending: false });
  });
  it('when the server message already arrived (socket echo), the temp copy is just removed', () => {
    const list = [msg({ _id: 'srv' }), temp];
    expect(confirmMessage(list, 't1', msg({ _id: 'srv' })).map((m) => m._id)).toEqual(['srv']);
  });
  it('a confirmation for an unknown temp appends the server message', () => {
    expect(confirmMessage([], 'zz', msg({ _id: 'srv' })).map((m) => m._id)).toEqual(['srv']);
  });
  it.each([
    ['text', 'hello', 'hello (Failed)'],
    ['wink', '😉', '😉 (Failed)'],
    ['file', 'photo.png', 'photo.png (Upload Failed)'],
    ['file', '', '(Upload Failed)'],
  ] as const)('failure of a %s is re-added at the end: %j → %j', (type, content, failed) => {
    const t = createOptimisticMessage({ clientMessageId: 't', sender: ME, recipient: YOU, type, content, nowMs: 0 });
    const next = failMessage([t, msg({ _id: 'later' })], 't');
    expect(next.map((m) => m._id)).toEqual(['later', 't']);
    expect(next[1]).toMatchObject({ content: failed, status: 'error', error: true, pending: false });
  });
  it('failing an unknown temp changes nothing', () => {
    const list = [msg()];
    expect(failMessage(list, 'nope')).toEqual(list);
  });
});

describe('send checks (docs/product/messaging.md)', () => {
  const base = {
    senderId: ME,
    recipientId: YOU,
    tier: 'PAID' as const,
    kind: 'text' as const,
    content: ' hi ',
    connected: true,
  };
  it.each([
    [{}, null],
    [{ recipientId: 'nope' }, 'Cannot send message: Invalid recipient ID format.'],
    [{ recipientId: ME.toUpperCase() }, 'Cannot send messages to yourself'],
    [{ connected: false }, 'Message failed: No connection.'],
    [{ content: '   ' }, 'Message cannot be empty'],
    [{ tier: 'FREE' }, 'Free accounts can only send winks. Upgrade to send messages.'],
    [{ tier: 'FREE', kind: 'wink', content: '😉' }, null],
  ] as const)('%j → %s', (over, reason) => {
    const result = checkSend({ ...base, ...over });
    expect(result.ok ? null : result.reason).toBe(reason);
  });
  it('text is trimmed', () => {
    expect(checkSend(base)).toEqual({ ok: true, content: 'hi' });
  });
});

describe('duplicate detection (docs/product/messaging.md: processed ids 1.5 s; by identity only, never by content)', () => {
  it('two messages with the same text within 5 s are two messages', () => {
    const time = manualTime();
    const d = createMessageDeduper(time);
    expect(d.isDuplicate(msg({ _id: 'id1', content: 'ok' }))).toBe(false);
    time.advance(1_000);
    expect(d.isDuplicate(msg({ _id: 'id2', content: 'ok' }))).toBe(false);
  });
  it.each([
    [1_499, true],
    [1_500, false],
  ])('same id again after %i ms → duplicate %s', (after, dup) => {
    const time = manualTime();
    const d = createMessageDeduper(time);
    d.isDuplicate(msg({ _id: 'same', content: 'a' }));
    time.advance(after);
    expect(d.isDuplicate(msg({ _id: 'same', content: 'b' }))).toBe(dup);
  });
  it('a client message id seen before counts as the same message', () => {
    const d = createMessageDeduper(manualTime());
    d.isDuplicate(msg({ _id: 'x', clientMessageId: 'tmp' }));
    expect(d.isDuplicate(msg({ _id: 'y', clientMessageId: 'tmp' }))).toBe(true);
    expect(d.isDuplicate(msg({ _id: 'tmp' }))).toBe(true);
  });
  it('property: a message is skipped exactly when one of its ids was accepted under 1.5 s before', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 2000 }),
            id: fc.constantFrom('a', 'b', 'c'),
            content: fc.constantFrom('ok', 'hi'),
          }),
          { maxLength: 40 },
        ),
        (events) => {
          const time = manualTime();
          const d = createMessageDeduper(time);
          const seen = new Map<string, number>();
          for (const e of events) {
            time.advance(e.gap);
            const last = seen.get(e.id);
            const expectSkip = last !== undefined && time.now() - last < 1_500;
            expect(d.isDuplicate(msg({ _id: e.id, content: e.content }))).toBe(expectSkip);
            if (!expectSkip) seen.set(e.id, time.now());
          }
        },
      ),
    );
  });
});

describe('placeholder match (docs/product/messaging.md: 60 s window)', () => {
  const placeholder = msg({
    _id: 'ph',
    sender: ME,
    recipient: YOU,
    type: 'file',
    content: '',
    metadata: { isPlaceholder: true, fileName: 'a.png' },
    createdAt: iso(0),
  });
  it.each([
    [{ fileName: 'a.png' }, 60_000, 0],
    [{ fileName: 'a.png' }, 60_001, -1],
    [{ fileName: 'b.png' }, 1_000, -1],
  ])('server %j at %i ms → index %i', (metadata, at, index) => {
    const server = msg({ _id: 'srv', sender: ME, recipient: YOU, type: 'file', metadata, createdAt: iso(at) });
    expect(findPlaceholderIndex([placeholder], server)).toBe(index);
  });
  it('matches by client id and ignores other senders or non-placeholders', () => {
    const withClient = { ...placeholder, clientMessageId: 'c1', metadata: { isPlaceholder: true } };
    const server = msg({ _id: 's', sender: ME, recipient: YOU, clientMessageId: 'c1', createdAt: iso(10) });
    expect(findPlaceholderIndex([msg(), withClient], server)).toBe(1);
    expect(findPlaceholderIndex([{ ...withClient, sender: THEM }], server)).toBe(-1);
  });
  it('merge: replaces temp by client id, then placeholder, ignores known ids, else appends', () => {
    const temp = createOptimisticMessage({
      clientMessageId: 't9',
      sender: ME,
      recipient: YOU,
      type: 'text',
      content: 'x',
      nowMs: 0,
    });
    const server = msg({ _id: 's1', sender: ME, recipient: YOU, clientMessageId: 't9' });
    expect(mergeServerMessage([temp], server).map((m) => m._id)).toEqual(['s1']);
    const file = msg({
      _id: 's2',
      sender: ME,
      recipient: YOU,
      type: 'file',
      metadata: { fileName: 'a.png' },
      createdAt: iso(5),
    });
    expect(mergeServerMessage([placeholder], file).map((m) => m._id)).toEqual(['s2']);
    expect(mergeServerMessage([server], server)).toHaveLength(1);
    expect(mergeServerMessage([], msg({ _id: 'n' })).map((m) => m._id)).toEqual(['n']);
  });
});

describe('conversation preview text (docs/product/messaging.md)', () => {
  it.each([
    [null, 'No messages yet'],
    [msg({ content: 'hello there' }), 'hello there'],
    [msg({ sender: ME, content: 'hello' }), 'You: hello'],
    [msg({ content: 'abcdefghijklmnopqrstuvwxy' }), 'abcdefghijklmnopqrstuvwxy'],
    [msg({ content: 'abcdefghijklmnopqrstuvwxyz' }), 'abcdefghijklmnopqrstuvwxy...'],
    [msg({ sender: ME, content: 'abcdefghijklmnopqrstuvwxyz' }), 'You: abcdefghijklmnopqrstuvwxy...'],
    [msg({ type: 'wink', content: '😉' }), 'Sent a wink'],
    [msg({ sender: ME, type: 'wink', content: '😉' }), 'You: Sent a wink'],
    [msg({ type: 'file', metadata: { fileType: 'image/png' } }), 'Sent an image'],
    [msg({ type: 'file', metadata: { fileName: 'IMG.JPG' } }), 'Sent an image'],
    [msg({ type: 'file', metadata: { mimeType: 'video/mp4' } }), 'Sent a video'],
    [msg({ type: 'file', metadata: { fileType: 'audio/mpeg' } }), 'Sent an audio file'],
    [msg({ type: 'file', metadata: { fileType: 'application/pdf' } }), 'Sent a PDF document'],
    [msg({ type: 'file', metadata: { fileName: 'cv.docx' } }), 'Sent a file'],
    [msg({ type: 'file' }), 'Sent a file'],
    [msg({ type: 'video' }), 'Video Call'],
    [msg({ type: 'sticker' as never }), 'New message'],
    [msg({ type: 'system', content: 'Video call ended.' }), 'Video call ended.'],
  ])('%#: → %s', (last, text) => {
    expect(previewText(last, ME)).toBe(text);
  });
  it('cuts by characters, keeping emoji whole', () => {
    expect(truncatePreview('😉'.repeat(26))).toBe(`${'😉'.repeat(25)}...`);
    expect(previewText(msg({ sender: ME }), null)).toBe('hi');
  });
});

describe('conversations: unread and ordering (docs/product/messaging.md)', () => {
  const conv = (id: string, at: number, unread = 0): Conversation => ({
    user: { _id: id, nickname: id, accountTier: 'PAID' },
    lastMessage: msg({ createdAt: iso(at) }),
    unreadCount: unread,
  });
  it('an incoming message moves its conversation to the top and raises unread unless active', () => {
    const list = [conv(THEM, 10), conv(YOU, 5, 1)];
    const next = applyMessageToConversations(list, msg({ createdAt: iso(20) }), {
      currentUserId: ME,
      activeUserId: null,
    });
    expect(next.map((c) => [c.user._id, c.unreadCount])).toEqual([
      [YOU, 2],
      [THEM, 0],
    ]);
    const active = applyMessageToConversations(list, msg(), { currentUserId: ME, activeUserId: YOU });
    expect(active[0]?.unreadCount).toBe(0);
    expect(totalUnread(next)).toBe(2);
  });
  it('own messages do not raise unread; a new partner gets a conversation', () => {
    const own = applyMessageToConversations([conv(YOU, 1, 3)], msg({ sender: ME, recipient: YOU }), {
      currentUserId: ME,
      activeUserId: null,
    });
    expect(own[0]?.unreadCount).toBe(3);
    const fresh = applyMessageToConversations([], msg({ sender: THEM }), { currentUserId: ME, activeUserId: null });
    expect(fresh[0]).toMatchObject({ user: { _id: THEM }, unreadCount: 1 });
  });
  it('mark read, sort by last message, group by day', () => {
    const list = [conv(THEM, 10, 2), conv(YOU, 50, 1), { ...conv(ME, 0), lastMessage: null }];
    expect(markConversationRead(list, THEM)[0]?.unreadCount).toBe(0);
    expect(markConversationRead(list, THEM)[1]).toBe(list[1]);
    expect(sortConversations(list).map((c) => c.user._id)).toEqual([YOU, THEM, ME]);
    const groups = groupMessagesByDay(
      [msg({ createdAt: iso(0) }), msg({ createdAt: iso(1) }), msg({ createdAt: iso(90_000_000) })],
      (s) => s.slice(0, 10),
    );
    expect(groups.map((g) => [g.day, g.messages.length])).toEqual([
      ['1970-01-01', 2],
      ['1970-01-02', 1],
    ]);
  });
});

describe('typing (docs/product/messaging.md: sent after 500 ms, shown 3 s)', () => {
  it('sends once, 500 ms after the last keystroke', () => {
    const time = manualTime();
    const send = vi.fn();
    const t = createTypingSender(time, send);
    t.input();
    time.advance(300);
    t.input();
    time.advance(499);
    expect(send).not.toHaveBeenCalled();
    time.advance(1);
    expect(send).toHaveBeenCalledTimes(1);
    t.input();
    t.cancel();
    t.cancel();
    time.advance(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });
  it('indicator shows for 3 s after the last signal and clears on a message', () => {
    const time = manualTime();
    const changes: string[][] = [];
    const ind = createTypingIndicator(time, (ids) => changes.push(ids));
    ind.typing(YOU);
    time.advance(2_000);
    ind.typing(YOU);
    time.advance(2_999);
    expect(ind.isTyping(YOU)).toBe(true);
    time.advance(1);
    expect(ind.isTyping(YOU)).toBe(false);
    ind.typing(THEM);
    ind.clear(THEM);
    ind.clear(THEM);
    expect(changes).toEqual([[YOU], [], [THEM], []]);
  });
});
