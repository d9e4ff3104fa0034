/**
 * What every part of one member's call controller shares (decision 0141): the browser's parts as parameters, the
 * call screen's state (core's call machine decides the phase), the timers that die with the controller, and the
 * chat's call notes.
 */
import { callTransition, type CallEvent, type KeyValueStorage, type Scheduler } from '@kindred/core';
import type { createStore } from 'jotai';
import { callNotesAtom, type CallNote } from '../../lib/bridges';
import { storeCallNote } from '../../lib/callNotes';
import type { Realtime } from '../../lib/socket';
import { callViewAtom, type CallText, type CallView } from './atoms';
import { textOf } from './callText';

type Store = ReturnType<typeof createStore>;

export interface CallDeps {
  store: Store;
  realtime: Pick<Realtime, 'on' | 'emit' | 'socket'>;
  me: { id: string; premium: boolean };
  iceServers: () => Promise<RTCIceServer[]>;
  /** A member's photo URL for the incoming call (null when none or on failure). */
  photoOf: (memberId: string) => Promise<string | null>;
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createPeer: (config: RTCConfiguration) => RTCPeerConnection;
  scheduler: Scheduler;
  /** Where the member's call notes outlive the page (lib/callNotes.ts). */
  storage: KeyValueStorage;
  now: () => number;
  newId: () => string;
  /** A short notice for the member (a catalogue key: the layer translates it). */
  notify: (text: CallText, kind: 'info' | 'warning' | 'error') => void;
}

/** A call under way (ringing, connecting or connected), as opposed to none or one that is over. */
export const live = (v: CallView) =>
  v.phase !== 'idle' && v.phase !== 'ended' && v.phase !== 'declined' && v.phase !== 'error';

export type CallContext = ReturnType<typeof createCallContext>;

export function createCallContext(deps: CallDeps) {
  const { store, scheduler } = deps;
  const view = () => store.get(callViewAtom);
  const patch = (next: Partial<CallView>) => store.set(callViewAtom, (v) => ({ ...v, ...next }));
  const dispatch = (event: CallEvent, text?: CallText | null) =>
    store.set(callViewAtom, (v) => {
      const state = callTransition(v, event);
      if (state === v) return v;
      let message = state.message !== v.message || event.type === 'start' ? textOf(state.message) : v.text;
      if (state.phase === 'declined') message = { key: 'core:calls.declined', params: { nickname: state.partnerName } };
      if (event.type === 'mediaFailed' && state.phase === 'connecting')
        message = { key: 'core:calls.reconnecting', params: { n: state.attempt } };
      return { ...v, ...state, text: text === undefined ? message : text };
    });

  const timers = new Set<unknown>();
  const later = (ms: number, run: () => void) => {
    const handle = scheduler.setTimeout(() => {
      timers.delete(handle);
      run();
    }, ms);
    timers.add(handle);
    return handle;
  };
  const cancel = (handle: unknown) => {
    if (handle === null || handle === undefined) return;
    scheduler.clearTimeout(handle);
    timers.delete(handle);
  };

  /** A note in the chat with the partner (lib/bridges.ts): the call ended, was missed, declined or failed. */
  const note = (kind: CallNote['kind']) => {
    const partnerId = view().partnerId;
    if (!partnerId) return;
    const added: CallNote = { id: deps.newId(), partnerId, kind, at: deps.now() };
    store.set(callNotesAtom, (notes) => [...notes, added]);
    storeCallNote(deps.storage, deps.me.id, added, added.at);
  };

  return { deps, view, patch, dispatch, timers, later, cancel, note };
}
