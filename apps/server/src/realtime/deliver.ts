/**
 * `deliver(to, event, payload)`: the one way the server pushes an event to members. It alone knows the room names
 * (one room per member, every tab and device of the member joins it); with Redis the adapter carries the event to
 * sockets on other nodes. Payloads are typed by the event map in @kindred/core.
 */
import type { ServerToClientEvents } from '@kindred/core';
import type { Server, Socket } from 'socket.io';

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventArgs<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>;

/**
 * Who receives an event: every socket of one member or of several members, or one socket (a call's media goes to
 * the tab that is in the call; socket.io names each socket's own room by its id, on every node).
 */
export type Audience = { member: string } | { members: readonly string[] } | { socket: string };

export type Deliver = <E extends ServerEventName>(to: Audience, event: E, ...args: ServerEventArgs<E>) => void;

const memberRoom = (memberId: string) => `member:${memberId}`;

/** Puts a socket in its member's room (idempotent: a recovered socket is already there). */
export function joinMemberRoom(socket: Socket, memberId: string): void {
  void socket.join(memberRoom(memberId));
}

/**
 * `deliver`, resolving once the event is handed over: with several nodes, once the adapter has written it to Redis
 * (from there every node delivers it, even if this one dies the next instant); with one node, at once.
 */
export type Publish = <E extends ServerEventName>(to: Audience, event: E, ...args: ServerEventArgs<E>) => Promise<void>;

/** The rooms of an audience as the adapter takes them, or null when it is nobody. */
function roomsOf(to: Audience): Set<string> | null {
  if ('socket' in to) return new Set([to.socket]);
  if ('member' in to) return new Set([memberRoom(to.member)]);
  return to.members.length ? new Set(to.members.map(memberRoom)) : null;
}

/** socket.io-parser's EVENT packet type, what `io.to(rooms).emit` hands the adapter. */
const EVENT_PACKET = 2;
/** No exceptions, no flags: shared by every push (the adapters only read them). */
const NO_EXCEPTIONS: ReadonlySet<string> = new Set();
const NO_FLAGS = Object.freeze({});

interface BroadcastAdapter {
  broadcast(
    packet: { type: number; data: unknown[] },
    opts: { rooms: Set<string>; except: ReadonlySet<string>; flags: object },
  ): unknown;
}

/**
 * The adapter's own broadcast, what `io.to(rooms).emit(event, …args)` ends in — without the two broadcast operators
 * and copied room sets `io.to` makes on the way, for every push of every message. Its result is the cluster (Redis
 * streams) adapter's promise, resolved once written to Redis; socket.io's in-memory adapter returns nothing.
 */
function broadcaster(io: Server) {
  const adapter = io.of('/').adapter as unknown as BroadcastAdapter;
  return (to: Audience, event: string, args: unknown[]): unknown => {
    const rooms = roomsOf(to);
    if (!rooms) return undefined;
    return adapter.broadcast(
      { type: EVENT_PACKET, data: [event, ...args] },
      { rooms, except: NO_EXCEPTIONS, flags: NO_FLAGS },
    );
  };
}

/** `deliver` for `io`: handed to the adapter, not waited for. */
export function createDeliver(io: Server): Deliver {
  const broadcast = broadcaster(io);
  return (to, event, ...args) => void broadcast(to, event, args);
}

/** `publish` for `io`: resolves once the adapter has taken the event (with Redis, once it is written there). */
export function createPublish(io: Server): Publish {
  const broadcast = broadcaster(io);
  return async (to, event, ...args) => {
    await broadcast(to, event, args);
  };
}

/** The sockets of these members held by this node (each node acts on its own; see socketServer.ts). */
export async function localSocketsOf<S extends Server>(io: S, members: readonly string[]) {
  if (!members.length) return [];
  return io.local.in(members.map(memberRoom)).fetchSockets();
}
