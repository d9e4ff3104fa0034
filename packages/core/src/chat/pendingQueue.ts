/**
 * Pending-message queue (spec 000 §4, §9): messages that could not be sent wait; on reconnect they are replayed
 * 100 ms apart; anything older than 5 minutes is dropped.
 */
import type { Clock, Scheduler } from '../time/clock';

export const PENDING_REPLAY_SPACING_MS = 100;
export const PENDING_MAX_AGE_MS = 5 * 60_000;

export interface PendingItem<T> {
  id: string;
  queuedAt: number;
  payload: T;
}

export function createPendingQueue<T>(options: {
  clock: Clock;
  scheduler: Scheduler;
  send: (payload: T, id: string) => void;
  onExpired?: (payload: T, id: string) => void;
  maxAgeMs?: number;
  spacingMs?: number;
}) {
  const maxAge = options.maxAgeMs ?? PENDING_MAX_AGE_MS;
  const spacing = options.spacingMs ?? PENDING_REPLAY_SPACING_MS;
  let items: PendingItem<T>[] = [];

  const dropExpired = () => {
    const now = options.clock.now();
    const [keep, expired] = [
      items.filter((i) => now - i.queuedAt <= maxAge),
      items.filter((i) => now - i.queuedAt > maxAge),
    ];
    items = keep;
    for (const e of expired) options.onExpired?.(e.payload, e.id);
  };

  return {
    add(id: string, payload: T) {
      items = [...items.filter((i) => i.id !== id), { id, queuedAt: options.clock.now(), payload }];
    },
    /** The server confirmed the message: forget it. */
    remove(id: string) {
      items = items.filter((i) => i.id !== id);
    },
    list(): readonly PendingItem<T>[] {
      return items;
    },
    /** Replays what is still fresh, 100 ms apart (the first at once). Returns the ids scheduled. */
    replay(): string[] {
      dropExpired();
      const batch = items;
      batch.forEach((item, index) => {
        const fire = () => {
          if (items.some((i) => i.id === item.id)) options.send(item.payload, item.id);
        };
        if (index === 0) fire();
        else options.scheduler.setTimeout(fire, index * spacing);
      });
      return batch.map((i) => i.id);
    },
  };
}
