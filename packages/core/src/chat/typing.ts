/** Typing (docs/product/messaging.md): the signal is sent about 500 ms after typing; the indicator shows for 3 s. */
import type { Scheduler } from '../time/clock';

export const TYPING_SEND_DELAY_MS = 500;
export const TYPING_SEND_DELAY_EMBEDDED_MS = 400;
export const TYPING_INDICATOR_MS = 3_000;

/** Debounced sender: call `input()` on each keystroke; `send` fires once typing pauses for the delay. */
export function createTypingSender(scheduler: Scheduler, send: () => void, delayMs = TYPING_SEND_DELAY_MS) {
  let handle: unknown = null;
  return {
    input() {
      if (handle !== null) scheduler.clearTimeout(handle);
      handle = scheduler.setTimeout(() => {
        handle = null;
        send();
      }, delayMs);
    },
    cancel() {
      if (handle !== null) scheduler.clearTimeout(handle);
      handle = null;
    },
  };
}

/** Indicator per partner: shown on userTyping, hidden 3 s after the last signal. */
export function createTypingIndicator(scheduler: Scheduler, onChange: (typingUserIds: string[]) => void) {
  const timers = new Map<string, unknown>();
  const emit = () => onChange([...timers.keys()]);
  return {
    typing(userId: string) {
      const existing = timers.get(userId);
      if (existing !== undefined) scheduler.clearTimeout(existing);
      timers.set(
        userId,
        scheduler.setTimeout(() => {
          timers.delete(userId);
          emit();
        }, TYPING_INDICATOR_MS),
      );
      if (existing === undefined) emit();
    },
    /** A message from that user ends its indicator at once. */
    clear(userId: string) {
      const existing = timers.get(userId);
      if (existing === undefined) return;
      scheduler.clearTimeout(existing);
      timers.delete(userId);
      emit();
    },
    isTyping: (userId: string) => timers.has(userId),
  };
}
