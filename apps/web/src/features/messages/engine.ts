/**
 * The messages feature's logic outside React (spec 002 §4 "Message sending", "File messages", "Conversation
 * selection", "Typing"; spec 000 §4 "Chat message"; decisions: Messaging). One engine per member and store: socket
 * handlers and HTTP replies write the atoms of `atoms.ts`; the page and the panel only call its methods.
 *
 * Sending: every message gets one client message id (`clientMessageId`) when it is written, shows at once (core's
 * optimistic message) and goes into an outbox kept in local storage (core's offline queue). The outbox is sent in
 * order, one message after the server acknowledged the previous one, whenever the socket is connected and the
 * browser online; a message the server already stored under that id is answered with the stored copy (the server's
 * exactly-once rule), so a retry, a reconnect or a reload never sends it twice.
 */
import {
  applyMessageToConversations,
  checkSend,
  confirmMessage,
  createMessageDeduper,
  createOfflineQueue,
  createOptimisticMessage,
  createTypingIndicator,
  createTypingSender,
  failMessage,
  markConversationRead,
  mergeServerMessage,
  FAILED_SUFFIX,
  PENDING_MAX_AGE_MS,
  SEND_CONFIRMATION_TIMEOUT_MS,
  WINK_EMOJI,
  type AccountTier,
  type ApiReply,
  type Clock,
  type Conversation,
  type KeyValueStorage,
  type Message,
  type MessageMetadata,
  type OfflineQueue,
  type QueuedRequest,
  type Scheduler,
  type SendMessagePayload,
} from '@kindred/core';
import type { createStore } from 'jotai';
import type { PartnerRef } from '../../lib/bridges';
import type { Realtime } from '../../lib/socket';
import { realtimeAtom, socketMachineAtom } from '../../lib/socketState';
import { outboxKey } from './unread';
import {
  activePartnerAtom,
  conversationsAtom,
  emptyThread,
  threadsAtom,
  typingAtom,
  uploadProgressAtom,
  type Thread,
} from './atoms';

type Store = ReturnType<typeof createStore>;

export const HISTORY_PAGE_SIZE = 30;

/** What the engine asks of the server over HTTP (features/messages/api.ts in the app, fakes in tests). */
export interface ChatApi {
  conversations(): Promise<Conversation[]>;
  /** Newest first: the page before `before`, or oldest first after `since`. */
  history(
    partnerId: string,
    q: { before?: number; since?: number; limit: number },
  ): Promise<{
    messages: Message[];
    hasMore: boolean;
  }>;
  markRead(partnerId: string, upToSeq?: number): Promise<void>;
  /** Uploads an attachment; `onProgress` gets 10–100. Resolves the file's metadata (url, name, type, size). */
  upload(
    file: File,
    recipientId: string,
    uploadId: string,
    onProgress: (percent: number) => void,
  ): Promise<MessageMetadata>;
}

export interface Me {
  id: string;
  tier: AccountTier;
  /** The member's own privacy choice: without it, they see no read ticks either (the server sends none). */
  showReadReceipts: boolean;
}

export interface ChatEngineDeps {
  store: Store;
  me: Me;
  api: ChatApi;
  storage: KeyValueStorage;
  clock: Clock;
  scheduler: Scheduler;
  /** The browser's own network state (navigator.onLine). */
  isOnline: () => boolean;
  newId: () => string;
}

export type SendResult = { ok: true; clientMessageId: string } | { ok: false; reason: string };

const isServerMessage = (m: Message) => typeof m.seq === 'number';
const maxSeq = (messages: readonly Message[]) =>
  messages.reduce((max, m) => (typeof m.seq === 'number' && m.seq > max ? m.seq : max), 0);
const minSeq = (messages: readonly Message[]) =>
  messages.reduce((min, m) => (typeof m.seq === 'number' && m.seq < min ? m.seq : min), Number.POSITIVE_INFINITY);

/** Server messages (unique, by sequence) first, then this member's unsent ones that no server message replaced. */
function mergeHistory(existing: readonly Message[], page: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const m of [...existing.filter(isServerMessage), ...page]) if (!byId.has(m._id)) byId.set(m._id, m);
  const server = [...byId.values()].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const confirmed = new Set(server.map((m) => m.clientMessageId).filter(Boolean));
  const local = existing.filter((m) => !isServerMessage(m) && !confirmed.has(m.clientMessageId));
  return [...server, ...local];
}

const payloadOf = (request: QueuedRequest) => request.body as SendMessagePayload & { clientMessageId: string };

export function createChatEngine(deps: ChatEngineDeps) {
  const { store, me, api, clock, scheduler } = deps;
  const outbox: OfflineQueue = createOfflineQueue(deps.storage, { key: outboxKey(me.id) });
  const deduper = createMessageDeduper(clock);
  /** Files of messages not sent yet, for a retry (never persisted). */
  const files = new Map<string, { file: File; partnerId: string }>();
  const partners = new Map<string, PartnerRef>();
  const typingSenders = new Map<string, ReturnType<typeof createTypingSender>>();
  const indicator = createTypingIndicator(scheduler, (ids) => store.set(typingAtom, ids));
  /** Handlers on the current socket (replaced with it) and subscriptions to the store (for the engine's life). */
  const socketOffs: (() => void)[] = [];
  const storeOffs: (() => void)[] = [];
  let realtime: Realtime | null = null;
  let flushing: Promise<void> | null = null;
  let stopped = false;

  // ── state helpers ────────────────────────────────────────────────────────
  const thread = (partnerId: string): Thread => store.get(threadsAtom).get(partnerId) ?? emptyThread;
  const setThread = (partnerId: string, update: (t: Thread) => Thread) =>
    store.set(threadsAtom, (map) => {
      const next = new Map(map);
      next.set(partnerId, update(map.get(partnerId) ?? emptyThread));
      return next;
    });
  const setMessages = (partnerId: string, update: (list: readonly Message[]) => Message[]) =>
    setThread(partnerId, (t) => ({ ...t, messages: update(t.messages) }));

  const withPartner = (c: Conversation): Conversation => {
    if (c.user.nickname) return c;
    const known = partners.get(c.user._id);
    return known ? { ...c, user: { ...c.user, nickname: known.nickname, photo: known.photoUrl } } : c;
  };
  const touchConversation = (message: Message) => {
    const before = store.get(conversationsAtom);
    const list = applyMessageToConversations(before.list, message, {
      currentUserId: me.id,
      activeUserId: store.get(activePartnerAtom),
    });
    const top = list[0] && withPartner(list[0]);
    store.set(conversationsAtom, { ...before, list: top ? [top, ...list.slice(1)] : list });
    // A conversation the list did not hold yet (a first message): the server knows the partner's card.
    if (top && !top.user.nickname && before.status === 'loaded') void loadConversations();
  };

  const partnerOf = (m: Pick<Message, 'sender' | 'recipient'>) => (m.sender === me.id ? m.recipient : m.sender);

  // ── reading ──────────────────────────────────────────────────────────────
  const markRead = (partnerId: string, upToSeq?: number) => {
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
    if (message.sender === partnerId) indicator.clear(partnerId);
    const t = store.get(threadsAtom).get(partnerId);
    if (t && t.status === 'loaded') setMessages(partnerId, (list) => mergeServerMessage(list, message));
    else if (t && message.clientMessageId)
      setMessages(partnerId, (list) => list.filter((m) => m.clientMessageId !== message.clientMessageId));
    touchConversation(message);
    if (message.sender === partnerId && store.get(activePartnerAtom) === partnerId) markRead(partnerId, message.seq);
  };

  /** My own message, confirmed (the ack, or `messageSent` from this or another tab of mine). */
  const confirmed = (message: Message) => {
    if (!message || typeof message._id !== 'string' || message.sender !== me.id) return;
    const partnerId = message.recipient;
    const clientId = message.clientMessageId;
    const t = store.get(threadsAtom).get(partnerId);
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

  // ── the outbox ───────────────────────────────────────────────────────────
  const queue = outbox;
  /** Sends wait for a live connection (the socket connected and the browser online). */
  const waiters = new Set<() => void>();
  const wake = () => {
    if (!connected()) return;
    for (const w of [...waiters]) w();
    waiters.clear();
  };
  const whenConnected = () =>
    connected() ? Promise.resolve() : new Promise<void>((resolve) => void waiters.add(resolve));

  const fail = (payload: SendMessagePayload & { clientMessageId: string }) => {
    setMessages(payload.recipientId, (list) => failMessage(list, payload.clientMessageId));
  };

  /** Sends one queued message over the socket; true when the server answered (stored or refused). */
  const sendOne = (request: QueuedRequest): Promise<boolean> => {
    const payload = payloadOf(request);
    if (clock.now() - request.queuedAt > PENDING_MAX_AGE_MS) {
      // Too old to send (spec 000 §4): shown failed, the member may retry.
      fail(payload);
      return Promise.resolve(true);
    }
    return whenConnected().then(
      () =>
        new Promise<boolean>((resolve) => {
          let done = false;
          const finish = (ok: boolean) => {
            if (done) return;
            done = true;
            scheduler.clearTimeout(timer);
            resolve(ok);
          };
          const timer = scheduler.setTimeout(() => finish(false), SEND_CONFIRMATION_TIMEOUT_MS);
          const emitted = realtime?.emit('sendMessage', payload, (reply: ApiReply<Message>) => {
            if (done) {
              // Answered after the wait: still the server's word on this message.
              if (reply?.success) confirmed(reply.data);
              return;
            }
            if (reply?.success) confirmed(reply.data);
            else fail(payload);
            finish(true);
          });
          if (!emitted) finish(false);
        }),
    );
  };

  /** Sends the outbox in order while connected; what the server never answered stays for the next connection. */
  const flush = (): Promise<void> => {
    if (flushing) return flushing;
    flushing = (async () => {
      while (!stopped && queue.list().length > 0) {
        const before = new Map(queue.list().map((r) => [r.id, payloadOf(r)]));
        const result = await queue.replay(sendOne);
        // Sent three times without an answer: failed, the member may retry (a retry keeps its id).
        for (const id of result.dropped) {
          const payload = before.get(id);
          if (payload) fail(payload);
        }
        if (result.sent.length === 0 && result.dropped.length === 0 && !connected()) break;
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const enqueue = (payload: SendMessagePayload & { clientMessageId: string }) => {
    queue.enqueue({ method: 'POST', url: '/messages', body: payload }, clock.now());
    void flush();
  };

  const optimistic = (payload: SendMessagePayload & { clientMessageId: string }, nowMs: number) => {
    const message = createOptimisticMessage({
      clientMessageId: payload.clientMessageId,
      sender: me.id,
      recipient: payload.recipientId,
      type: payload.type,
      content: payload.content,
      ...(payload.metadata ? { metadata: payload.metadata } : {}),
      nowMs,
    });
    setMessages(payload.recipientId, (list) => [
      ...list.filter((m) => m.clientMessageId !== payload.clientMessageId),
      message,
    ]);
    return message;
  };

  // ── public methods ───────────────────────────────────────────────────────
  async function loadConversations(): Promise<void> {
    const before = store.get(conversationsAtom);
    if (before.status !== 'loaded') store.set(conversationsAtom, { ...before, status: 'loading' });
    try {
      const list = await api.conversations();
      if (stopped) return;
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

  /** The unsent messages of the outbox addressed to a partner, as shown (after a reload they are rebuilt). */
  const queuedFor = (partnerId: string) =>
    queue
      .list()
      .filter((r) => payloadOf(r).recipientId === partnerId)
      .map((r) => ({ payload: payloadOf(r), at: r.queuedAt }));

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
    /** Selecting a conversation (spec 002 §4): it becomes the active one, loads, and is marked read. */
    open(partner: PartnerRef | string) {
      const partnerId = typeof partner === 'string' ? partner : partner.id;
      if (typeof partner !== 'string') partners.set(partner.id, partner);
      store.set(activePartnerAtom, partnerId);
      const t = thread(partnerId);
      const load = t.status === 'loaded' ? Promise.resolve() : loadThread(partnerId);
      void load.then(() => {
        if (store.get(activePartnerAtom) !== partnerId) return;
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
    /** Text (or, from a FREE member, only the wink emoji): checked by core's rules first, never sent when refused. */
    send(partnerId: string, text: string, kind: 'text' | 'wink' = 'text'): SendResult {
      const content = kind === 'wink' ? WINK_EMOJI : text;
      const type: 'text' | 'wink' =
        kind === 'wink' || (me.tier === 'FREE' && text.trim() === WINK_EMOJI) ? 'wink' : 'text';
      const check = checkSend({
        senderId: me.id,
        recipientId: partnerId,
        tier: me.tier,
        kind: type,
        content: type === 'wink' ? WINK_EMOJI : content,
        connected: true,
      });
      if (!check.ok) return check;
      typingSenders.get(partnerId)?.cancel();
      const payload = { recipientId: partnerId, type, content: check.content, clientMessageId: deps.newId() };
      touchConversation(optimistic(payload, clock.now()));
      enqueue(payload);
      return { ok: true, clientMessageId: payload.clientMessageId };
    },
    /** A file: a placeholder with upload progress, then the file message through the outbox. */
    sendFile(partnerId: string, file: File, clientMessageId = deps.newId()): SendResult {
      const check = checkSend({
        senderId: me.id,
        recipientId: partnerId,
        tier: me.tier,
        kind: 'file',
        content: '',
        connected: true,
      });
      if (!check.ok) return check;
      files.set(clientMessageId, { file, partnerId });
      const metadata: MessageMetadata = {
        fileName: file.name,
        fileType: file.type,
        fileSize: file.size,
        isPlaceholder: true,
        uploadId: clientMessageId,
      };
      const placeholder = optimistic(
        { recipientId: partnerId, type: 'file', content: '', metadata, clientMessageId },
        clock.now(),
      );
      setMessages(partnerId, (list) =>
        list.map((m) => (m.clientMessageId === clientMessageId ? { ...placeholder, status: 'uploading' } : m)),
      );
      const progress = (percent: number) =>
        store.set(uploadProgressAtom, (map) => new Map(map).set(clientMessageId, percent));
      progress(10);
      void api
        .upload(file, partnerId, clientMessageId, progress)
        .then((uploaded) => {
          store.set(uploadProgressAtom, (map) => {
            const next = new Map(map);
            next.delete(clientMessageId);
            return next;
          });
          files.delete(clientMessageId);
          const payload = {
            recipientId: partnerId,
            type: 'file' as const,
            content: '',
            metadata: { ...uploaded, uploadId: clientMessageId },
            clientMessageId,
          };
          setMessages(partnerId, (list) =>
            list.map((m) =>
              m.clientMessageId === clientMessageId
                ? { ...m, status: 'pending', metadata: { ...payload.metadata, isPlaceholder: true } }
                : m,
            ),
          );
          enqueue(payload);
        })
        .catch(() => {
          store.set(uploadProgressAtom, (map) => {
            const next = new Map(map);
            next.delete(clientMessageId);
            return next;
          });
          setMessages(partnerId, (list) => failMessage(list, clientMessageId));
        });
      return { ok: true, clientMessageId };
    },
    /** Sends a failed message again under the same client message id (the server stores it once). */
    retry(partnerId: string, clientMessageId: string): boolean {
      const failed = thread(partnerId).messages.find((m) => m.clientMessageId === clientMessageId && m.error);
      if (!failed) return false;
      const pendingFile = files.get(clientMessageId);
      if (failed.type === 'file' && pendingFile) {
        setMessages(partnerId, (list) => list.filter((m) => m.clientMessageId !== clientMessageId));
        return engine.sendFile(partnerId, pendingFile.file, clientMessageId).ok;
      }
      const content =
        failed.type === 'file' || !failed.content.endsWith(FAILED_SUFFIX)
          ? failed.content.replace(/ ?\(Upload Failed\)$/, '')
          : failed.content.slice(0, -FAILED_SUFFIX.length);
      const payload: SendMessagePayload & { clientMessageId: string } = {
        recipientId: partnerId,
        type: failed.type === 'wink' ? 'wink' : failed.type === 'file' ? 'file' : 'text',
        content,
        ...(failed.metadata ? { metadata: { ...failed.metadata, isPlaceholder: undefined } } : {}),
        clientMessageId,
      };
      if (payload.metadata) delete payload.metadata.isPlaceholder;
      optimistic(payload, clock.now());
      enqueue(payload);
      return true;
    },
    /** Each keystroke: the typing signal leaves once typing pauses ~500 ms (spec 002 §4). */
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
      return queue.list().length;
    },
    stop() {
      stopped = true;
      waiters.clear();
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
