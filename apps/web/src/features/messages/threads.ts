// The threads by partner in the store (atoms.ts), read and updated one partner at a time.
import type { Message } from '@kindred/core';
import { emptyThread, threadsAtom, type Thread } from './atoms';
import type { Store } from './engineTypes';

export type Threads = ReturnType<typeof threadsOf>;

export function threadsOf(store: Store) {
  const thread = (partnerId: string): Thread => store.get(threadsAtom).get(partnerId) ?? emptyThread;
  const setThread = (partnerId: string, update: (t: Thread) => Thread) =>
    store.set(threadsAtom, (map) => {
      const next = new Map(map);
      next.set(partnerId, update(map.get(partnerId) ?? emptyThread));
      return next;
    });
  const setMessages = (partnerId: string, update: (list: readonly Message[]) => Message[]) =>
    setThread(partnerId, (t) => ({ ...t, messages: update(t.messages) }));
  return { thread, setThread, setMessages };
}
