/** Injected time source: every rule that reads the time takes one, so tests are exact (conventions: packages/core). */
export interface Clock {
  now(): number;
}

/** Injected timers, so schedules are testable without real time. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Injected key/value storage (localStorage, sessionStorage or an in-memory map). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type Random = () => number;

/** An in-memory storage, for tests and for environments without one. */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage & {
  readonly entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** A manual clock and scheduler for tests and simulations: `advance(ms)` runs due timers in order. */
export function manualTime(start = 0): Clock & Scheduler & { advance(ms: number): void; pending(): number } {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; seq: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      seq += 1;
      timers.set(seq, { at: now + Math.max(0, ms), seq, callback });
      return seq;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pending: () => timers.size,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let next: { id: number; at: number; seq: number; callback: () => void } | null = null;
        for (const [id, t] of timers) {
          if (t.at <= end && (!next || t.at < next.at || (t.at === next.at && t.seq < next.seq))) next = { id, ...t };
        }
        if (!next) break;
        timers.delete(next.id);
        now = next.at;
        next.callback();
      }
      now = end;
    },
  };
}
