import { initialSocketMachine, type SocketMachine } from '@kindred/core';
import { atom } from 'jotai';
import type { Realtime } from './socket';

/**
 * The member's socket as core's machine sees it (spec 000 §4 "Socket connection"). Kept apart from lib/socket.ts so
 * the shell can show it without loading socket.io-client (visitors never load it).
 */
export const socketMachineAtom = atom<SocketMachine>(initialSocketMachine());

/** The connected member's socket (typed `on`/`emit`), or null for a visitor and until it is loaded. */
export const realtimeAtom = atom<Realtime | null>(null);
