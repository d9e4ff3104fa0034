/**
 * Media disconnect recovery (docs/product/calls.md "Signalling"): a disconnect gets a 3 s grace period, then an ICE restart,
 * then (still not connected after another grace period) a full reconnect.
 */
import type { Scheduler } from '../time/clock';

export const DISCONNECT_GRACE_MS = 3_000;

export function createDisconnectRecovery(options: {
  scheduler: Scheduler;
  iceRestart: () => void;
  reconnect: () => void;
  graceMs?: number;
}) {
  const grace = options.graceMs ?? DISCONNECT_GRACE_MS;
  let handle: unknown = null;
  let stage: 'connected' | 'grace' | 'iceRestart' | 'reconnect' = 'connected';
  const cancel = () => {
    if (handle !== null) options.scheduler.clearTimeout(handle);
    handle = null;
  };
  return {
    get stage() {
      return stage;
    },
    disconnected() {
      if (stage !== 'connected') return;
      stage = 'grace';
      handle = options.scheduler.setTimeout(() => {
        stage = 'iceRestart';
        options.iceRestart();
        handle = options.scheduler.setTimeout(() => {
          handle = null;
          stage = 'reconnect';
          options.reconnect();
        }, grace);
      }, grace);
    },
    connected() {
      cancel();
      stage = 'connected';
    },
    dispose: cancel,
  };
}
