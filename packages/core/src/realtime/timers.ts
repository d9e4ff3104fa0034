/**
 * Connection timers (docs/product/messaging.md): heartbeat ping every 30 s, reconnect when no reply within 60 s; notification
 * polling every 60 s while disconnected (first 5 s after the disconnect); a refresh when the tab becomes visible
 * after more than 30 s hidden.
 */
import type { Clock, Scheduler } from '../time/clock';

export const HEARTBEAT_INTERVAL_MS = 30_000;
export const HEARTBEAT_TIMEOUT_MS = 60_000;
export const POLL_INTERVAL_MS = 60_000;
export const POLL_FIRST_DELAY_MS = 5_000;
export const VISIBLE_REFRESH_AFTER_MS = 30_000;

export interface Repeating {
  stop(): void;
  readonly running: boolean;
}

/** Runs `task` every `intervalMs`, the first time after `firstDelayMs` (default: one interval). */
export function repeat(
  scheduler: Scheduler,
  intervalMs: number,
  task: () => void,
  firstDelayMs = intervalMs,
): Repeating {
  let handle: unknown = null;
  let running = true;
  const arm = (ms: number) => {
    handle = scheduler.setTimeout(() => {
      if (!running) return;
      task();
      if (running) arm(intervalMs);
    }, ms);
  };
  arm(firstDelayMs);
  return {
    stop() {
      running = false;
      if (handle !== null) scheduler.clearTimeout(handle);
    },
    get running() {
      return running;
    },
  };
}

/** Heartbeat: `ping` every 30 s; `onTimeout` (reconnect) when no pong arrived for 60 s. */
export function startHeartbeat(options: {
  clock: Clock;
  scheduler: Scheduler;
  ping: () => void;
  onTimeout: () => void;
}): Repeating & { pong(): void } {
  let lastPong = options.clock.now();
  const timer = repeat(options.scheduler, HEARTBEAT_INTERVAL_MS, () => {
    if (options.clock.now() - lastPong >= HEARTBEAT_TIMEOUT_MS) {
      timer.stop();
      options.onTimeout();
      return;
    }
    options.ping();
  });
  return {
    pong() {
      lastPong = options.clock.now();
    },
    stop: () => timer.stop(),
    get running() {
      return timer.running;
    },
  };
}

/** Notification polling while the socket is down, plus the tab-visible refresh. */
export function createNotificationPolling(options: { clock: Clock; scheduler: Scheduler; poll: () => void }) {
  let timer: Repeating | null = null;
  let hiddenAt: number | null = null;
  return {
    /** Socket went down: poll 5 s later, then every 60 s. */
    socketDisconnected() {
      if (timer?.running) return;
      timer = repeat(options.scheduler, POLL_INTERVAL_MS, options.poll, POLL_FIRST_DELAY_MS);
    },
    socketConnected() {
      timer?.stop();
      timer = null;
    },
    get polling() {
      return timer?.running ?? false;
    },
    hidden() {
      hiddenAt = options.clock.now();
    },
    /** Returns whether a refresh was triggered (more than 30 s hidden). */
    visible(): boolean {
      const was = hiddenAt;
      hiddenAt = null;
      if (was !== null && options.clock.now() - was > VISIBLE_REFRESH_AFTER_MS) {
        options.poll();
        return true;
      }
      return false;
    },
  };
}
