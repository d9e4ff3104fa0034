/**
 * The chat load of the real-time benchmarks (bench:realtime, bench:two-node): socket.io clients (websocket), each
 * sending one `sendMessage` a second to its partner (start times spread evenly over the second), with ack latency
 * (emit → ack) and delivery latency (emit → the partner's `messageReceived`) and their percentiles.
 *
 * With delivery timing on, every message is followed by its client id until the end of its slice: an acknowledged
 * message that never reached its recipient is counted undelivered, one heard twice although sent once a duplicate.
 * Optionally (bench:two-node's kill phase) the clients behave as the app does when a node dies: what was not
 * acknowledged is sent again with the same client id once the socket is back, and after a reconnect that socket.io
 * could not recover the recipient catches up from history (docs/product/messaging.md, decision 0074).
 */
import { writeFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { pause } from './harness';

export interface ChatMember {
  id: string;
  token?: string;
}

export interface Client {
  socket: Socket;
  id: string;
  partner: string;
  token?: string;
}

export interface Reconnect {
  delayMs: number;
  delayMaxMs: number;
  randomization: number;
}

/**
 * Member 2k chats with 2k + 1. `concurrency` handshakes at a time (1: the clients connect in the members' order,
 * which a round-robin proxy turns into alternate nodes); `reconnect` turns socket.io's reconnection on.
 */
export async function connectClients(
  url: string,
  members: ChatMember[],
  options: { concurrency?: number; reconnect?: Reconnect } = {},
): Promise<Client[]> {
  const clients: Client[] = [];
  const queue = members.map((m, i) => ({ ...m, partner: members[i ^ 1]!.id }));
  const r = options.reconnect;
  let next = 0;
  await Promise.all(
    Array.from({ length: options.concurrency ?? 50 }, async () => {
      while (next < queue.length) {
        const m = queue[next++]!;
        const socket = io(url, {
          transports: ['websocket'],
          forceNew: true,
          ...(r
            ? {
                reconnection: true,
                reconnectionDelay: r.delayMs,
                reconnectionDelayMax: r.delayMaxMs,
                randomizationFactor: r.randomization,
              }
            : { reconnection: false }),
          ...(m.token ? { auth: { token: m.token } } : {}),
        });
        await new Promise<void>((resolve, reject) => {
          socket.once(m.token ? 'welcome' : 'connect', () => resolve());
          socket.once('connect_error', (err) => reject(err));
        });
        clients.push({ socket, id: m.id, partner: m.partner, ...(m.token ? { token: m.token } : {}) });
      }
    }),
  );
  return clients;
}

/**
 * BENCH_TRACE=<file>: every timed ack as "<first letter of the target> <sent at, ms> <latency, ms>" (b: bare echo,
 * s: durable echo, K: Kindred), to see whether slow acks cluster.
 */
const trace: string[] = [];
process.on('exit', () => {
  if (process.env.BENCH_TRACE) writeFileSync(process.env.BENCH_TRACE, trace.join('\n'));
});

/** Client ids are unique across targets: a sender's id used twice would be a resend (decision 0074). */
let counter = 0;

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** p50, p99 and max of unsorted figures. */
export function spread(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  return { count: sorted.length, p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/** A message followed from its first emit until its slice ends. */
interface Sent {
  id: string;
  client: Client;
  t0: number;
  record: boolean;
  attempts: number;
  acked: boolean;
  refused: boolean;
  /** Heard by the recipient at all (live or from history) / live on its socket. */
  deliveries: number;
  live: number;
  /** Each time the recipient heard it: ms since sent, the recipient's socket id, sequence number, how. */
  heard: string[];
  timer?: NodeJS.Timeout;
}

export interface ChatOptions {
  /** Send again (same client id) what was not acknowledged: once the socket is back, or after `ackTimeoutMs`. */
  resend?: { ackTimeoutMs: number };
  /** After a reconnect socket.io could not recover: the recipient's history since `sinceSeq` (the app's catch-up). */
  catchUp?: (client: Client, sinceSeq: number) => Promise<{ clientMessageId: string; seq: number }[]>;
  /** Measures each recorded slice (CPU): called as it starts; what it returns as it ends. */
  meter?: () => () => void;
  /** How long a slice waits at most for its last acks, deliveries and catch-ups (ms, default 10 s). */
  drainMs?: number;
  /** Each client sends every `intervalMs` (default 1,000: one message a second). */
  intervalMs?: number;
}

/**
 * One message every `intervalMs` per client; `run` may be called repeatedly (slices) and answers the slice's sends
 * and ack latencies, `result` sums the recorded ones.
 */
export function chatTarget(label: string, clients: Client[], withDelivery: boolean, options: ChatOptions = {}) {
  const track = withDelivery || Boolean(options.resend);
  let sent = 0;
  const messages = new Map<string, Sent>();
  const unacked = new Map<Client, Set<Sent>>(clients.map((c) => [c, new Set()]));
  const maxSeq = new Map<Client, number>();
  const ackMs: number[] = [];
  const deliveryMs: number[] = [];
  /** [sent at, delivery latency] of each timed delivery (a window of the run is read from it). */
  const deliveredAt: [number, number][] = [];
  /** [sent at, ack latency] of each timed ack. */
  const ackedAt: [number, number][] = [];
  let errors = 0;
  let lost = 0;
  let undelivered = 0;
  let duplicates = 0;
  let repeats = 0;
  let overlaps = 0;
  let resent = 0;
  let fromHistory = 0;
  let outstanding = 0;
  let seconds = 0;
  let reconnects = 0;
  let recovered = 0;
  const catchUps = new Set<Promise<void>>();
  const duplicateExamples: string[] = [];
  const firstError: string[] = [];

  const delivered = (m: Sent, how: string, live: boolean) => {
    m.deliveries++;
    if (live) m.live++;
    m.heard.push(how);
    if (m.deliveries === 1 && m.record) {
      const ms = performance.now() - m.t0;
      deliveryMs.push(ms);
      deliveredAt.push([m.t0, ms]);
    }
  };
  const onReceived = (c: Client) => (m: { clientMessageId: string; seq?: number }) => {
    if (typeof m.seq === 'number') maxSeq.set(c, Math.max(maxSeq.get(c) ?? 0, m.seq));
    if (!track) return;
    const sentMessage = messages.get(m.clientMessageId);
    if (sentMessage)
      delivered(
        sentMessage,
        `live +${(performance.now() - sentMessage.t0).toFixed(0)} ms on ${c.socket.id} seq ${m.seq}`,
        true,
      );
  };
  const refusal = (reply: unknown) => {
    if (errors++ === 0) firstError.push(JSON.stringify(reply));
  };
  /** Emits a followed message (again); with resending on, only while its socket is connected. */
  const emit = (m: Sent) => {
    const socket = m.client.socket;
    if (options.resend && !socket.connected) return; // sent again on connect
    const attempt = ++m.attempts;
    if (attempt === 2) resent++;
    socket.emit(
      'sendMessage',
      { recipientId: m.client.partner, content: `Benchmark message ${m.id}`, clientMessageId: m.id },
      (reply: { success?: boolean; error?: string }) => {
        if (m.acked || m.refused) return;
        clearTimeout(m.timer);
        unacked.get(m.client)?.delete(m);
        outstanding--;
        if (!reply?.success) {
          m.refused = true;
          refusal(reply);
          return;
        }
        m.acked = true;
        if (m.record) {
          ackMs.push(performance.now() - m.t0);
          ackedAt.push([m.t0, performance.now() - m.t0]);
          if (process.env.BENCH_TRACE)
            trace.push(`${label[0]} ${m.t0.toFixed(1)} ${(performance.now() - m.t0).toFixed(2)}`);
        }
      },
    );
    if (options.resend) {
      const { ackTimeoutMs } = options.resend;
      clearTimeout(m.timer);
      m.timer = setTimeout(() => m.attempts === attempt && !m.acked && !m.refused && emit(m), ackTimeoutMs);
    }
  };
  const catchUp = async (c: Client) => {
    for (const item of await options.catchUp!(c, maxSeq.get(c) ?? 0)) {
      maxSeq.set(c, Math.max(maxSeq.get(c) ?? 0, item.seq));
      const m = messages.get(item.clientMessageId);
      // The app keeps one per id: history only adds what was not heard live.
      if (!m || m.client === c || m.deliveries > 0) continue;
      if (m.record) fromHistory++;
      delivered(m, `history +${(performance.now() - m.t0).toFixed(0)} ms seq ${item.seq}`, false);
    }
  };
  const onConnect = (c: Client) => () => {
    reconnects++;
    if (c.socket.recovered) recovered++;
    else if (options.catchUp) {
      const p: Promise<void> = catchUp(c)
        .catch((error: unknown) => console.error(`${label}: catch-up failed: ${String(error)}`))
        .finally(() => catchUps.delete(p));
      catchUps.add(p);
    }
    if (options.resend) for (const m of [...unacked.get(c)!].sort((x, y) => x.t0 - y.t0)) emit(m);
  };
  const listeners = clients.map((c) => {
    const received = onReceived(c);
    const connect = onConnect(c);
    if (withDelivery) c.socket.on('messageReceived', received);
    c.socket.on('connect', connect);
    return () => {
      c.socket.off('messageReceived', received);
      c.socket.off('connect', connect);
    };
  });

  const send = (c: Client, record: boolean) => {
    const clientMessageId = `b-${++counter}`;
    const t0 = performance.now();
    if (record) sent++;
    outstanding++;
    if (track) {
      const m: Sent = {
        id: clientMessageId,
        client: c,
        t0,
        record,
        attempts: 0,
        acked: false,
        refused: false,
        heard: [],
        deliveries: 0,
        live: 0,
      };
      messages.set(clientMessageId, m);
      unacked.get(c)!.add(m);
      emit(m);
      return;
    }
    c.socket.emit(
      'sendMessage',
      { recipientId: c.partner, content: `Benchmark message ${counter}`, clientMessageId },
      (reply: { success?: boolean; error?: string }) => {
        outstanding--;
        if (!reply?.success) refusal(reply);
        else if (record) {
          ackMs.push(performance.now() - t0);
          if (process.env.BENCH_TRACE)
            trace.push(`${label[0]} ${t0.toFixed(1)} ${(performance.now() - t0).toFixed(2)}`);
        }
      },
    );
  };
  /** Acknowledged messages of this slice not delivered yet. */
  const waitingDelivery = () => {
    if (!withDelivery) return 0;
    let n = 0;
    for (const m of messages.values()) if (m.acked && m.deliveries === 0) n++;
    return n;
  };
  return {
    /** `during`: started with the slice (a node killed mid-run); the slice ends once it and `ms` are over. */
    async run(ms: number, record = true, during?: () => Promise<void>) {
      const started = Date.now();
      const sentBefore = sent;
      const acksBefore = ackMs.length;
      const every = options.intervalMs ?? 1000;
      const stop = record ? options.meter?.() : undefined;
      const timers = clients.map((c, i) =>
        setTimeout(
          () => {
            send(c, record);
            timers[i] = setInterval(() => send(c, record), every);
          },
          Math.floor((i * every) / clients.length),
        ),
      );
      await Promise.all([pause(ms), during?.()]);
      for (const t of timers) clearInterval(t);
      if (record) seconds += (Date.now() - started) / 1000;
      // Let the last sends be answered (and delivered) before the next slice.
      const drainUntil = Date.now() + (options.drainMs ?? 10_000);
      while (Date.now() < drainUntil && (outstanding > 0 || catchUps.size > 0 || waitingDelivery() > 0)) {
        await pause(100);
      }
      lost += outstanding;
      outstanding = 0;
      stop?.();
      await pause(500);
      for (const m of messages.values()) {
        clearTimeout(m.timer);
        if (!m.record) continue;
        if (withDelivery && m.acked && m.deliveries === 0) undelivered++;
        // A live delivery racing the history that already held it is kept once by id, as a repeat of a resend.
        if (m.live > 0 && m.deliveries > m.live) overlaps++;
        if (m.live > 1) {
          if (m.attempts > 1) repeats += m.live - 1;
          else {
            duplicates += m.live - 1;
            if (duplicateExamples.length < 5)
              duplicateExamples.push(`${m.id} from ${m.client.id} at ${m.t0.toFixed(0)} ms: ${m.heard.join('; ')}`);
          }
        }
      }
      messages.clear();
      for (const set of unacked.values()) set.clear();
      return { sent: sent - sentBefore, acks: ackMs.slice(acksBefore) };
    },
    /** Timed deliveries of the messages first sent between `from` and `to` (performance.now() ms). */
    deliveriesSentBetween(from: number, to: number) {
      return spread(deliveredAt.filter(([t0]) => t0 >= from && t0 <= to).map(([, ms]) => ms));
    },
    /** Timed acks of the messages first sent between `from` and `to` (performance.now() ms). */
    acksSentBetween(from: number, to: number) {
      return spread(ackedAt.filter(([t0]) => t0 >= from && t0 <= to).map(([, ms]) => ms));
    },
    /** Removes this target's listeners from the clients (another target may use them next). */
    close() {
      for (const off of listeners) off();
    },
    result() {
      ackMs.sort((x, y) => x - y);
      deliveryMs.sort((x, y) => x - y);
      if (firstError.length) console.error(`${label}: first refusal ${firstError[0]}`);
      return {
        label,
        sent,
        acks: ackMs.length,
        errors,
        /** Sends never answered. */
        lost,
        /** Acknowledged, never delivered to the recipient (live or from history). */
        undelivered,
        /** Live deliveries beyond the first of a message sent once. */
        duplicates,
        /** The first few duplicates, each with every time it was heard. */
        duplicateExamples,
        /** Live deliveries beyond the first of a message sent again (decision 0074: the app keeps one per id). */
        repeats,
        /** Messages heard both from history and live (the catch-up raced the push; the app keeps one per id). */
        overlaps,
        resent,
        fromHistory,
        reconnects,
        recovered,
        perSecond: ackMs.length / seconds,
        ack: { p50: pct(ackMs, 50), p99: pct(ackMs, 99), max: ackMs.at(-1) ?? NaN },
        delivery: withDelivery
          ? {
              count: deliveryMs.length,
              p50: pct(deliveryMs, 50),
              p99: pct(deliveryMs, 99),
              max: deliveryMs.at(-1) ?? NaN,
            }
          : null,
      };
    },
  };
}
