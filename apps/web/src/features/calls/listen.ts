/**
 * The member shell's only call code (a few hundred bytes): it hears a call ring (`incomingCall`, or the server's
 * auto-decline of a FREE member's call) or the chat ask for one (`callRequestAtom`) and wakes the calls layer, whose
 * chunk loads only then (decision 0094). What it heard before that chunk ran is handed over when it does.
 */
import type { ServerToClientEvents } from '@kindred/core';
import { atom, type createStore } from 'jotai';
import type { Realtime } from '../../lib/socket';

type Store = ReturnType<typeof createStore>;
type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

export type WakeEvent =
  { type: 'incomingCall'; payload: Payload<'incomingCall'> } | { type: 'callError'; payload: Payload<'callError'> };

/** True once a call rang or was asked for: the shell then mounts the calls layer. */
export const callsAwakeAtom = atom(false);

let pending: WakeEvent[] = [];
let handler: ((event: WakeEvent) => void) | null = null;

/** Listens on the member's socket until the returned function is called (sign-out). */
export function listenForCalls(store: Store, realtime: Pick<Realtime, 'on'>): () => void {
  const wake = (event?: WakeEvent) => {
    if (event && handler) handler(event);
    else if (event) pending.push(event);
    store.set(callsAwakeAtom, true);
  };
  let stopped = false;
  const stops = [
    realtime.on('incomingCall', (payload) => wake({ type: 'incomingCall', payload })),
    // Only the auto-decline names a caller; the other refusals answer a call this tab placed.
    realtime.on('callError', (payload) => {
      if (payload?.callerId) wake({ type: 'callError', payload });
    }),
  ];
  // The seams load on demand (lib/bridges.ts), so no page's first load names their chunk (decision 0094).
  void import('../../lib/bridges').then(({ callRequestAtom }) => {
    if (stopped) return;
    stops.push(
      store.sub(callRequestAtom, () => {
        if (store.get(callRequestAtom)) wake();
      }),
    );
    if (store.get(callRequestAtom)) wake();
  });
  return () => {
    stopped = true;
    for (const stop of stops) stop();
    pending = [];
    handler = null;
  };
}

/** The calls layer takes what rang before it loaded, then every later event; returns its release. */
export function takeCallEvents(next: (event: WakeEvent) => void): () => void {
  handler = next;
  const queued = pending;
  pending = [];
  for (const event of queued) next(event);
  return () => {
    if (handler === next) handler = null;
  };
}
