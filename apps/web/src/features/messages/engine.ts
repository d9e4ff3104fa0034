/**
 * The messages feature's logic outside React (docs/product/messaging.md "Message sending", "File messages", "Conversation
 * selection", "Typing"; docs/product/messaging.md "Chat message"; decisions: Messaging, 0141). One engine per member and store:
 * socket handlers and HTTP replies write the atoms of `atoms.ts`; the page and the panel only call its methods.
 *
 * Sending: every message gets one client message id (`clientMessageId`) when it is written, shows at once (core's
 * optimistic message) and goes into an outbox kept in local storage (core's offline queue): `sending.ts` writes,
 * `outbox.ts` sends, exactly once (the server's rule), so a retry, a reconnect or a reload never sends it twice.
 */
import {
  applyMessageToConversations,
  confirmMessage,
  createMessageDeduper,
  createOptimisticMessage,
  createTypingIndicator,
  createTypingSender,
  markConversationRead,
  mergeServerMessage,
  type Conversation,
  type Message,
} from '@kindred/core';
import type { PartnerRef } from '../../lib/bridges';
import type { Realtime } from '../../lib/socket';
import { realtimeAtom, socketMachineAtom } from '../../lib/socketState';
import { activePartnerAtom, conversationsAtom, threadsAtom, typingAtom } from './atoms';
import type { ChatEngineDeps } from './engineTypes';
import { maxSeq, mergeHistory, minSeq } from './history';
import { createOutbox } from './outbox';
import { createSending } from './sending';
import { threadsOf } from './threads';

export type { ChatApi, ChatEngineDeps, Me, SendResult } from './engineTypes';

export const HISTORY_PAGE_SIZE = 30;

export function createChatEngine(deps: ChatEngineDeps) {
  const { store, me, api, clock, scheduler } = deps;
  const deduper = createMessageDeduper(clock);
  const partners = new Map<string, PartnerRef>();
  const typingSenders = new Map<string, ReturnType<typeof createTypingSender>>();
  const indicator = createTypingIndicator(scheduler, (ids) => store.set(typingAtom, ids));
  /** Handlers on the current socket (replaced with it) and subscriptions to the store (for the engine's life). */
  const socketOffs: (() => void)[] = [];
  const storeOffs: (() => void)[] = [];
  let realtime: Realtime | null = null;
  let stopped = false;

  const threads = threadsOf(store);
  const { thread, setThread, setMessages } = threads;

  // ── state helpers ────────────────────────────────────────────────────────
  const withPartner = (c: Conversation): Conversation => {
    if (c.user.nickname) return c;
    const known = partners.get(c.user._id);
    return known ? { ...c, user: { ...c.user, nickname: known.nickname, photo: known.photoUrl } } : c;
  };
  // ── the list after the paint ─────────────────────────────────────────────
  // A message arriving in the conversation on screen paints its bubble first: the list's row, the unread
  // bookkeeping and the read receipt wait for `deps.afterPaint` (a later task and React commit), so the bubble's
  // commit renders only the message list. Every other change to the list applies what waits first, in order.
  const waiting: (() => void)[] = [];
  const settleList = () => {
    for (const run of waiting.splice(0)) run();
  };
  const afterPaint = (run: () => void) => {
    if (!deps.afterPaint) return run();
    if (waiting.push(run) === 1) deps.afterPaint(settleList);
  };

  const touchConversation = (message: Message, activeUserId = store.get(activePartnerAtom)) => {
    settleList();
    const before = store.get(conversationsAtom);
    const list = applyMessageToConversations(before.list, message, {
      currentUserId: me.id,
      activeUserId,
    });
    const top = list[0] && withPartner(list[0]);
    store.set(conversationsAtom, { ...before, list: top ? [top, ...list.slice(1)] : list });
    // A conversation the list did not hold yet (a first message): the server knows the partner's card.
    if (top && !top.user.nickname && before.status === 'loaded') void loadConversations();
  };

  const partnerOf = (m: Pick<Message, 'sender' | 'recipient'>) => (m.sender === me.id ? m.recipient : m.sender);

  // ── reading ──────────────────────────────────────────────────────────────
  const markRead = (partnerId: string, upToSeq?: number) => {
    settleList();
    store.set(conversationsAtom, (s) => ({ ...s, list: markConversationRead(s.list, partnerId) }));
    const sent =
      upToSeq !== undefined &&
      realtime?.emit('messageRead', { senderId: partnerId, upToSeq }, () => undefined) === true;
    if (!sent) void api.markRead(partnerId, upToSeq).catch(() => undefined);
  };

  // ── the socket ───────────────────────────────────────────────────────────
  const receive = (message: Message) => {
    if (!message || typeof message._id !== 'string') return;
    if (message.sender !== me.id && message.recipient !== me.id) return;
    if (deduper.isDuplicate(message)) return;
    const partnerId = partnerOf(message);
    const t = store.get(threadsAtom).get(partnerId);
    const active = store.get(activePartnerAtom);
    const onScreen = t?.status === 'loaded' && active === partnerId;
    const show = () => {
      if (message.sender === partnerId) indicator.clear(partnerId);
      if (t && t.status === 'loaded') setMessages(partnerId, (list) => mergeServerMessage(list, message));
      else if (t && message.clientMessageId)
        setMessages(partnerId, (list) => list.filter((m) => m.clientMessageId !== message.clientMessageId));
    };
    // The conversation on screen renders its bubble in this task (decision 0240); the rest as it comes.
    if (onScreen && deps.showNow) deps.showNow(show);
    else show();
    const bookkeeping = () => {
      touchConversation(message, active);
      if (message.sender === partnerId && active === partnerId) markRead(partnerId, message.seq);
    };
    // Its bubble is on screen: the list and the receipt after the paint (decision 0220).
    if (onScreen) afterPaint(bookkeeping);
    else bookkeeping();
  };

  /** The thread holds `message` as the server's copy already, and no temporary copy of it remains. */
  const settled = (list: readonly Message[], message: Message) =>
    list.some((m) => m._id === message._id && !m.pending && m.status !== 'pending' && m.status !== 'error') &&
    !list.some(
      (m) => m._id !== message._id && !!message.clientMessageId && m.clientMessageId === message.clientMessageId,
    );

  /** My own message, confirmed (the ack, or `messageSent` from this or another tab of mine). */
  const confirmed = (message: Message) => {
    if (!message || typeof message._id !== 'string' || message.sender !== me.id) return;
    const partnerId = message.recipient;
    const clientId = message.clientMessageId;
    const t = store.get(threadsAtom).get(partnerId);
    // Said twice over for the tab that sent it (the ack, then `messageSent`): the second finds it confirmed in
    // the thread and at the head of the list, and changes nothing — no state, no render (decision 0240).
    if (t && settled(t.messages, message) && waiting.length === 0) {
      const head = store.get(conversationsAtom).list[0];
      if (head?.user._id === partnerId && head.lastMessage?._id === message._id && !head.lastMessage.pending) return;
    }
    if (t) {
      setMessages(partnerId, (list) =>
        clientId && list.some((m) => m.clientMessageId === clientId || m._id === clientId)
          ? confirmMessage(list, clientId, message)
          : t.status === 'loaded'
            ? mergeServerMessage(list, { ...message, status: 'sent', pending: false })
            : [...list],
      );
    }
    touchConversation({ ...message, status: 'sent', pending: false });
  };

  const readByPartner = (payload: { readerId: string; upToSeq: number }) => {
    if (!me.showReadReceipts || typeof payload?.readerId !== 'string') return;
    settleList();
    const upTo = payload.upToSeq;
    const read = (m: Message) =>
      m.sender === me.id && typeof m.seq === 'number' && m.seq <= upTo && !m.read ? { ...m, read: true } : m;
    if (store.get(threadsAtom).has(payload.readerId)) setMessages(payload.readerId, (list) => list.map(read));
    store.set(conversationsAtom, (s) => ({
      ...s,
      list: s.list.map((c) =>
        c.user._id === payload.readerId && c.lastMessage && read(c.lastMessage) !== c.lastMessage
          ? { ...c, lastMessage: read(c.lastMessage) }
          : c,
      ),
    }));
  };

  const attach = (r: Realtime | null) => {
    if (r === realtime) return;
    for (const off of socketOffs.splice(0)) off();
    realtime = r;
    if (!r) return;
    socketOffs.push(
      // The server pushes a new message to its recipient twice: `newMessage` (with the notification, when the
      // member's settings allow one) and then `messageReceived`. The first to arrive shows it; the other is a
      // duplicate by id (decision 0211).
      r.on('newMessage', (payload) => receive(payload?.message)),
      r.on('messageReceived', receive),
      r.on('messageSent', confirmed),
      r.on('userTyping', (p) => {
        if (typeof p?.userId === 'string') indicator.typing(p.userId);
      }),
      r.on('messagesRead', readByPartner),
    );
    wake();
    void flush();
  };

  const connected = () => !!realtime && store.get(socketMachineAtom).state === 'connected' && deps.isOnline();

  // ── the outbox and sending ───────────────────────────────────────────────
  const outbox = createOutbox(deps, {
    threads,
    socket: () => realtime,
    connected,
    stopped: () => stopped,
    confirmed,
  });
  const { wake, flush, queuedFor } = outbox;
  const sending = createSending(deps, {
    threads,
    touchConversation,
    enqueue: outbox.enqueue,
    stopTyping: (partnerId) => typingSenders.get(partnerId)?.cancel(),
  });

  // ── public methods ───────────────────────────────────────────────────────
  async function loadConversations(): Promise<void> {
    settleList();
    const before = store.get(conversationsAtom);
    if (before.status !== 'loaded') store.set(conversationsAtom, { ...before, status: 'loading' });
    try {
      const list = await api.conversations();
      if (stopped) return;
      settleList();
      const active = store.get(activePartnerAtom);
      store.set(conversationsAtom, {
        status: 'loaded',
        list: list.map((c) => (c.user._id === active ? { ...c, unreadCount: 0 } : c)),
      });
    } catch {
      if (!stopped && store.get(conversationsAtom).status !== 'loaded')
        store.set(conversationsAtom, { status: 'error', list: before.list });
    }
  }

  async function loadThread(partnerId: string): Promise<void> {
    setThread(partnerId, (t) => ({ ...t, status: t.status === 'loaded' ? 'loaded' : 'loading' }));
    try {
      const page = await api.history(partnerId, { limit: HISTORY_PAGE_SIZE });
      if (stopped) return;
      setThread(partnerId, (t) => {
        let messages = mergeHistory(t.messages, [...page.messages].reverse());
        for (const { payload, at } of queuedFor(partnerId)) {
          if (messages.some((m) => m.clientMessageId === payload.clientMessageId)) continue;
          messages = [
            ...messages,
            createOptimisticMessage({
              clientMessageId: payload.clientMessageId,
              sender: me.id,
              recipient: partnerId,
              type: payload.type,
              content: payload.content,
              ...(payload.metadata ? { metadata: payload.metadata } : {}),
              nowMs: at,
            }),
          ];
        }
        return { ...t, status: 'loaded', messages, hasMore: t.status === 'loaded' ? t.hasMore : page.hasMore };
      });
    } catch {
      if (!stopped) setThread(partnerId, (t) => ({ ...t, status: t.status === 'loaded' ? 'loaded' : 'error' }));
    }
  }

  /** After a new socket session: what was sent meanwhile, for the threads on screen, and the list. */
  async function catchUp(): Promise<void> {
    await Promise.all([
      loadConversations(),
      ...[...store.get(threadsAtom)]
        .filter(([, t]) => t.status === 'loaded')
        .map(async ([partnerId, t]) => {
          try {
            const page = await api.history(partnerId, { since: maxSeq(t.messages), limit: 100 });
            setMessages(partnerId, (list) => mergeHistory(list, page.messages));
            if (store.get(activePartnerAtom) === partnerId && page.messages.some((m) => m.sender === partnerId))
              markRead(partnerId, maxSeq(page.messages));
          } catch {
            /* the next connection tries again */
          }
        }),
    ]);
  }

  const engine = {
    me,
    /** Selecting a conversation (docs/product/messaging.md): it becomes the active one, loads, and is marked read. */
    open(partner: PartnerRef | string) {
      const partnerId = typeof partner === 'string' ? partner : partner.id;
      if (typeof partner !== 'string') partners.set(partner.id, partner);
      store.set(activePartnerAtom, partnerId);
      const t = thread(partnerId);
      const load = t.status === 'loaded' ? Promise.resolve() : loadThread(partnerId);
      void load.then(() => {
        if (store.get(activePartnerAtom) !== partnerId) return;
        settleList();
        const unread = store.get(conversationsAtom).list.find((c) => c.user._id === partnerId)?.unreadCount ?? 0;
        const lastIncoming = [...thread(partnerId).messages].reverse().find((m) => m.sender === partnerId);
        if (unread > 0 || (lastIncoming && !lastIncoming.read)) markRead(partnerId, maxSeq(thread(partnerId).messages));
        else store.set(conversationsAtom, (s) => ({ ...s, list: markConversationRead(s.list, partnerId) }));
      });
      return load;
    },
    /** No conversation on screen (the page's list on a phone, the panel closed). */
    close(partnerId?: string) {
      if (partnerId === undefined || store.get(activePartnerAtom) === partnerId) store.set(activePartnerAtom, null);
      if (partnerId) typingSenders.get(partnerId)?.cancel();
    },
    loadConversations,
    reloadThread: loadThread,
    async loadOlder(partnerId: string) {
      const t = thread(partnerId);
      if (!t.hasMore || t.loadingOlder) return;
      const before = minSeq(t.messages);
      if (!Number.isFinite(before)) return;
      setThread(partnerId, (x) => ({ ...x, loadingOlder: true }));
      try {
        const page = await api.history(partnerId, { before, limit: HISTORY_PAGE_SIZE });
        setThread(partnerId, (x) => ({
          ...x,
          loadingOlder: false,
          hasMore: page.hasMore,
          messages: mergeHistory(x.messages, [...page.messages].reverse()),
        }));
      } catch {
        setThread(partnerId, (x) => ({ ...x, loadingOlder: false }));
      }
    },
    send: sending.send,
    sendFile: sending.sendFile,
    retry: sending.retry,
    /** Each keystroke: the typing signal leaves once typing pauses ~500 ms (docs/product/messaging.md). */
    typing(partnerId: string, delayMs?: number) {
      if (me.tier === 'FREE') return;
      let sender = typingSenders.get(partnerId);
      if (!sender) {
        sender = createTypingSender(
          scheduler,
          () => void realtime?.emit('typing', { recipientId: partnerId }),
          delayMs,
        );
        typingSenders.set(partnerId, sender);
      }
      sender.input();
    },
    /** Sends what waits in the outbox (the app calls it when the browser is back online). */
    flush() {
      wake();
      return flush();
    },
    get outboxSize() {
      return outbox.size;
    },
    stop() {
      settleList();
      stopped = true;
      outbox.stop();
      for (const off of [...socketOffs.splice(0), ...storeOffs.splice(0)]) off();
      for (const s of typingSenders.values()) s.cancel();
    },
  };

  // Handlers on the member's socket, now and after it is replaced; a new session (not a recovered one) catches up.
  attach(store.get(realtimeAtom));
  storeOffs.push(store.sub(realtimeAtom, () => attach(store.get(realtimeAtom))));
  let wasConnected = store.get(socketMachineAtom).state === 'connected';
  storeOffs.push(
    store.sub(socketMachineAtom, () => {
      const now = store.get(socketMachineAtom).state === 'connected';
      if (now && !wasConnected) {
        wake();
        void flush();
        void catchUp();
      }
      wasConnected = now;
    }),
  );
  return engine;
}

export type ChatEngine = ReturnType<typeof createChatEngine>;
