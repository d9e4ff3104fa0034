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
  data: unknown[];
  emittedAt: number;
}

const NONE: Set<string> = new Set();

/** Events beyond the limit are dropped in chunks (one splice per chunk, not one per event): a tenth, ≤ 1,000. */
export function boundedRecoveryAdapter(limit: number): typeof SessionAwareAdapter {
  const chunk = Math.max(1, Math.min(1_000, Math.ceil(limit / 10)));
  return class BoundedSessionAwareAdapter extends SessionAwareAdapter {
    override broadcast(...args: Parameters<SessionAwareAdapter['broadcast']>): void {
      // `packets` is the parent's list of recoverable events, oldest first.
      const packets = (this as unknown as { packets: Stored[] }).packets;
      const held = packets.length;
      super.broadcast(...args);
      // What a recovery reads of an event's options is its rooms and exceptions (socket.io-adapter's
      // `shouldIncludePacket`): the stored copy keeps those, sharing one empty set (every socket's `welcome` is held
      // here as its first recovery offset — decision 0195).
      if (packets.length > held) {
        const stored = packets[packets.length - 1]!;
        const { rooms, except } = stored.opts;
        stored.opts = { rooms, except: except.size ? except : NONE };
      }
      if (packets.length >= limit + chunk) packets.splice(0, packets.length - limit);
    }
  };
}

/** How many events the adapter of this server holds now (tests). */
export function recoverableEvents(adapter: unknown): number {
  return (adapter as { packets?: unknown[] }).packets?.length ?? 0;
}
