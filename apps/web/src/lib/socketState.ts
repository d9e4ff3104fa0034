import {
  initialSocketMachine,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketMachine,
} from '@kindred/core';
import { atom } from 'jotai';
import type { Socket } from 'socket.io-client';

export type KindredSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEvent = keyof ServerToClientEvents;
export type ClientEvent = keyof ClientToServerEvents;

/** The member's live socket (socket.ts creates it). */
export interface Realtime {
  /** Listens to a server event on this socket and the ones after a reconnect; returns the unsubscribe. */
  on<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): () => void;
  /** Sends when connected; returns false (never throws) otherwise. */
  emit<E extends ClientEvent>(event: E, ...args: Parameters<ClientToServerEvents[E]>): boolean;
  /** A fresh token for the live socket (after a refresh), so the server keeps it open. */
  reauthenticate(token: string): void;
  stop(): void;
  readonly machine: SocketMachine;
  readonly socket: KindredSocket | null;
}

/**
 * The member's socket as core's machine sees it (docs/product/messaging.md "Socket connection"). Kept apart from lib/socket.ts so
 * the shell can show it without loading socket.io-client (visitors never load it).
 */
export const socketMachineAtom = atom<SocketMachine>(initialSocketMachine());

/** The connected member's socket (typed `on`/`emit`), or null for a visitor and until it is loaded. */
export const realtimeAtom = atom<Realtime | null>(null);

/** What a presence event last said about a member (decision 0023: `userOnline` / `userOffline` to contacts). */
export interface PresenceOverride {
  online: boolean;
  /** `userOffline` may carry when the member was last active (ISO). */
  lastActive?: string;
}

export type PresenceEvent =
  { type: 'userOnline'; userId: string } | { type: 'userOffline'; userId: string; lastActive?: string };

/**
 * Presence heard on the socket since this member connected, keyed by member id. Screens keep the server's
 * `isOnline` and read it through `onlineOf`: an event that arrived later wins; nothing of the server's data is copied.
 */
export const presenceAtom = atom<ReadonlyMap<string, PresenceOverride>>(new Map());

/**
 * Counts the reconnections after which presence heard before may be stale: a new session, not socket.io's recovered
 * one, so the events sent while the socket was down are lost. On each, `createRealtime` has just dropped
 * `presenceAtom`; screens that show online states refetch what they show (the dashboard's own refresh, the open
 * profile), so the server's `isOnline` is fresh again (decision 0061).
 */
export const presenceResyncAtom = atom(0);

/** Reduces one presence event into the overrides (a new map only when something changed). */
export function reducePresence(
  state: ReadonlyMap<string, PresenceOverride>,
  event: PresenceEvent,
): ReadonlyMap<string, PresenceOverride> {
  if (!event.userId) return state;
  const next: PresenceOverride =
    event.type === 'userOnline'
      ? { online: true }
      : event.lastActive
        ? { online: false, lastActive: event.lastActive }
        : { online: false };
  const before = state.get(event.userId);
  if (before && before.online === next.online && before.lastActive === next.lastActive) return state;
  const map = new Map(state);
  map.set(event.userId, next);
  return map;
}

/** A member's online status: the last presence event about them, else what the server said. */
export function onlineOf(
  presence: ReadonlyMap<string, PresenceOverride>,
  memberId: string,
  serverOnline: boolean | undefined,
): boolean | undefined {
  return presence.get(memberId)?.online ?? serverOnline;
}
