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

export function createDeliver(io: Server): Deliver {
  return (to, event, ...args) => {
    const rooms = 'socket' in to ? [to.socket] : 'member' in to ? [memberRoom(to.member)] : to.members.map(memberRoom);
    if (rooms.length === 0) return;
    (io.to(rooms) as unknown as { emit(event: string, ...args: unknown[]): void }).emit(event, ...args);
  };
}

/** The sockets of these members held by this node (each node acts on its own; see socketServer.ts). */
export async function localSocketsOf<S extends Server>(io: S, members: readonly string[]) {
  if (!members.length) return [];
  return io.local.in(members.map(memberRoom)).fetchSockets();
}
