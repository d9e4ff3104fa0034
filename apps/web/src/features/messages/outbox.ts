/**
 * The chat's outbox (decision 0090): every message goes into a queue kept in local storage (core's offline queue)
 * and is sent in order, one message after the server acknowledged the previous one, whenever the socket is
 * connected and the browser online. A message the server already stored under its client message id is answered
 * with the stored copy (the server's exactly-once rule), so a retry, a reconnect or a reload never sends it twice.
 */
import {
  createOfflineQueue,
  failMessage,
  PENDING_MAX_AGE_MS,
  SEND_CONFIRMATION_TIMEOUT_MS,
  type ApiReply,
  type KeyValueStorage,
  type Message,
  type QueuedRequest,
} from '@kindred/core';
import type { Realtime } from '../../lib/socket';
import type { ChatEngineDeps, OutgoingMessage } from './engineTypes';
import type { Threads } from './threads';
import { outboxKey } from './unread';

export const payloadOf = (request: QueuedRequest) => request.body as OutgoingMessage;

export interface OutboxParts {
  threads: Threads;
  /** The member's socket now (replaced on a new one). */
  socket: () => Realtime | null;
  /** The socket connected and the browser online. */
  connected: () => boolean;
  /** The engine has stopped: nothing more is sent. */
  stopped: () => boolean;
  /** My message, confirmed by the server. */
  confirmed: (message: Message) => void;
}

export function createOutbox(deps: ChatEngineDeps, { threads, socket, connected, stopped, confirmed }: OutboxParts) {
  const { clock, scheduler } = deps;
  // While `enqueue` hands a new message to the socket, the queue's write to local storage is held and made right
  // after the emit, in the same task (decision 0240): the message leaves first, and is kept before any reload
  // could happen, so a reload still finds it until the server answers.
  let holding = false;
  let held: (() => void) | null = null;
  const write = (change: () => void) => {
    if (holding) held = change;
    else change();
  };
  const storage: KeyValueStorage = {
    getItem: (key) => deps.storage.getItem(key),
    setItem: (key, value) => write(() => deps.storage.setItem(key, value)),
    removeItem: (key) => write(() => deps.storage.removeItem(key)),
  };
  const queue = createOfflineQueue(storage, { key: outboxKey(deps.me.id) });
  let flushing: Promise<void> | null = null;

  /** Sends wait for a live connection (the socket connected and the browser online). */
  const waiters = new Set<() => void>();
  const wake = () => {
    if (!connected()) return;
    for (const w of [...waiters]) w();
    waiters.clear();
  };
  const whenConnected = () =>
    connected() ? Promise.resolve() : new Promise<void>((resolve) => void waiters.add(resolve));

  const fail = (payload: OutgoingMessage) => {
    threads.setMessages(payload.recipientId, (list) => failMessage(list, payload.clientMessageId));
  };

  /** Sends one queued message over the socket; true when the server answered (stored or refused). */
  const sendOne = (request: QueuedRequest): Promise<boolean> => {
    const payload = payloadOf(request);
    if (clock.now() - request.queuedAt > PENDING_MAX_AGE_MS) {
      // Too old to send (docs/product/messaging.md): shown failed, the member may retry.
      fail(payload);
      return Promise.resolve(true);
    }
    const emit = () =>
      new Promise<boolean>((resolve) => {
        let done = false;
        const finish = (ok: boolean) => {
          if (done) return;
          done = true;
          scheduler.clearTimeout(timer);
          resolve(ok);
        };
        const timer = scheduler.setTimeout(() => finish(false), SEND_CONFIRMATION_TIMEOUT_MS);
        const emitted = socket()?.emit('sendMessage', payload, (reply: ApiReply<Message>) => {
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
      });
    // Connected: the message leaves now, in the member's own keystroke (see `enqueue`).
    return connected() ? emit() : whenConnected().then(emit);
  };

  /** Sends the outbox in order while connected; what the server never answered stays for the next connection. */
  const flush = (): Promise<void> => {
    if (flushing) return flushing;
    flushing = (async () => {
      while (!stopped() && queue.list().length > 0) {
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

  /**
   * Into the queue, and out at once when connected with nothing ahead of it: the emit happens within this call
   * (the keystroke's task), before the queue's storage write and before the caller renders the bubble; both follow
   * in the same task.
   */
  const enqueue = (payload: OutgoingMessage) => {
    holding = true;
    try {
      queue.enqueue({ method: 'POST', url: '/messages', body: payload }, clock.now());
      void flush();
    } finally {
      holding = false;
      const change = held;
      held = null;
      change?.();
    }
  };

  /** The unsent messages of the outbox addressed to a partner, as shown (after a reload they are rebuilt). */
  const queuedFor = (partnerId: string) =>
    queue
      .list()
      .filter((r) => payloadOf(r).recipientId === partnerId)
      .map((r) => ({ payload: payloadOf(r), at: r.queuedAt }));

  return {
    wake,
    flush,
    enqueue,
    queuedFor,
    get size() {
      return queue.list().length;
    },
    /** No send waits for a connection any more (the engine stopped). */
    stop() {
      waiters.clear();
    },
  };
}
