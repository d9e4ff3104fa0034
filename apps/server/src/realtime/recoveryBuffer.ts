/**
 * Connection-state recovery on a node without Redis, with a bounded memory (decision 0020, update).
 *
 * socket.io's in-process adapter (`SessionAwareAdapter`) keeps every event sent to a room for the whole
 * recovery window (2 minutes here) so a briefly disconnected socket can be given what it missed. At chat load that
 * is every message four times over (messageSent, messageReceived, notification, newMessage): at 1,000 messages a
 * second, 480,000 events held in the server's heap, and a major garbage collection every half minute that stalled
 * every send for half a second (docs/benchmarks.md). A reconnecting socket also scans the whole list.
 *
 * This adapter keeps only the most recent `limit` events — what the Redis streams adapter keeps (its stream's
 * `maxLen`, 10,000), so both deployments recover the same way. A socket whose last event has already left the
 * buffer is not recovered: it gets a fresh session (`recovered: false`), and the client catches up as after any
 * reconnect (history `since` its last sequence number, decision 0021).
 */
import { SessionAwareAdapter } from 'socket.io-adapter';

/** An event as the parent adapter stores it (socket.io-adapter's `SessionAwareAdapter`). */
interface Stored {
  id: string;
  opts: { rooms: Set<string>; except: Set<string>; flags?: object };
  /** The event's arguments; here, once written, its encoded packet instead (see below). */
  data: unknown[] | string;
  emittedAt: number;
}

const NONE: Set<string> = new Set();

/** socket.io-parser's EVENT packet, encoded as text: its type digit, then the JSON of `[event, ...args]`. */
const EVENT_TEXT = /^2\[/;

/**
 * Events beyond the limit are dropped in chunks (one splice per chunk, not one per event): a tenth, ≤ 1,000.
 *
 * Each held event keeps the text its broadcast already encoded (`2[event, …args, offset]`), not the arguments
 * themselves: one string instead of the payload's objects, which at chat load (four events a message, held for
 * seconds) are otherwise copied by every young-generation collection and then promoted, to be marked and swept
 * again by the old generation's (decision 0241). A recovery — rare — parses back the events it hands out; the
 * parse of an encoding is the arguments as the client would have received them.
 */
export function boundedRecoveryAdapter(limit: number): typeof SessionAwareAdapter {
  const chunk = Math.max(1, Math.min(1_000, Math.ceil(limit / 10)));
  return class BoundedSessionAwareAdapter extends SessionAwareAdapter {
    /** The encoding of the packet being broadcast (set by `_encode`, read once the broadcast returns). */
    private encoded: unknown[] | null = null;

    constructor(...args: ConstructorParameters<typeof SessionAwareAdapter>) {
      super(...args);
      // socket.io-adapter's `Adapter._encode` (private in its types): the one encoding of each broadcast, kept for
      // `broadcast` below. Checked: an adapter without it simply keeps the arguments, as before.
      const self = this as unknown as { _encode?: (packet: unknown, opts: unknown) => unknown[] };
      const encode = self._encode;
      if (typeof encode === 'function') {
        self._encode = (packet, opts) => {
          const encoded = encode.call(this, packet, opts);
          this.encoded = encoded;
          return encoded;
        };
      }
    }

    override broadcast(...args: Parameters<SessionAwareAdapter['broadcast']>): void {
      // `packets` is the parent's list of recoverable events, oldest first.
      const packets = (this as unknown as { packets: Stored[] }).packets;
      const held = packets.length;
      this.encoded = null;
      super.broadcast(...args);
      // What a recovery reads of an event's options is its rooms and exceptions (socket.io-adapter's
      // `shouldIncludePacket`): the stored copy keeps those, sharing one empty set (every socket's `welcome` is held
      // here as its first recovery offset — decision 0195).
      if (packets.length > held) {
        const stored = packets[packets.length - 1]!;
        const { rooms, except } = stored.opts;
        stored.opts = { rooms, except: except.size ? except : NONE };
        const encoded = this.encoded as unknown[] | null;
        if (encoded?.length === 1 && typeof encoded[0] === 'string' && EVENT_TEXT.test(encoded[0])) {
          stored.data = encoded[0];
        }
      }
      this.encoded = null;
      if (packets.length >= limit + chunk) packets.splice(0, packets.length - limit);
    }

    override restoreSession(...args: Parameters<SessionAwareAdapter['restoreSession']>) {
      const restored = super.restoreSession(...args);
      if (!restored) return restored;
      return restored.then((session) => {
        if (!session) return session;
        const missedPackets = (session.missedPackets as (unknown[] | string)[]).map((data) =>
          typeof data === 'string' ? (JSON.parse(data.slice(1)) as unknown[]) : data,
        );
        return { ...session, missedPackets };
      });
    }
  };
}

/** How many events the adapter of this server holds now (tests). */
export function recoverableEvents(adapter: unknown): number {
  return (adapter as { packets?: unknown[] }).packets?.length ?? 0;
}
