import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { callRequestAtom } from '../../lib/bridges';
import { callsAwakeAtom, listenForCalls, takeCallEvents, type WakeEvent } from './listen';

function fakeRealtime() {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    on: (event: string, handler: (payload: unknown) => void) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    },
    server: (event: string, payload: unknown) => handlers.get(event)?.(payload),
    listening: () => [...handlers.keys()].sort(),
  };
}

const ring = { callId: 'c1', userId: 'b'.repeat(24), callerId: 'b'.repeat(24), callerName: 'Noa', timestamp: 1 };

describe("the shell's call listener (decision 0094)", () => {
  it('wakes the calls layer on a ring and hands over what rang before the layer ran, then every later event', () => {
    const store = createStore();
    const realtime = fakeRealtime();
    const stop = listenForCalls(store, realtime as never);
    expect(store.get(callsAwakeAtom)).toBe(false);
    realtime.server('incomingCall', ring);
    // A refusal of this tab's own call is the calls layer's business, not a wake-up.
    realtime.server('callError', { error: 'No answer', code: 'NO_ANSWER', callId: 'c0' });
    expect(store.get(callsAwakeAtom)).toBe(true);
    const seen: WakeEvent[] = [];
    const release = takeCallEvents((event) => seen.push(event));
    expect(seen).toEqual([{ type: 'incomingCall', payload: ring }]);
    realtime.server('callError', {
      error: 'Free accounts cannot receive video calls. Upgrade to accept.',
      callerId: ring.callerId,
      callerName: 'Noa',
    });
    expect(seen.map((e) => e.type)).toEqual(['incomingCall', 'callError']);
    release();
    stop();
    expect(realtime.listening()).toEqual([]);
  });

  it('wakes the calls layer when another screen asks for a call', async () => {
    const store = createStore();
    const stop = listenForCalls(store, fakeRealtime() as never);
    await vi.waitFor(() => {
      store.set(callRequestAtom, { id: 'b'.repeat(24), nickname: 'Noa', photoUrl: null });
      expect(store.get(callsAwakeAtom)).toBe(true);
    });
    stop();
  });
});
