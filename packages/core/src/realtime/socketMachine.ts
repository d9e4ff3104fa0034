/**
 * Socket connection states and reconnect policy (docs/product/messaging.md "Socket connection" "Socket reconnect").
 * States: disconnected, connecting, connected, reconnecting, error. The attempt counter resets on connect; after 5
 * failed attempts a persistent flag disables real-time until it is re-enabled and the page reloaded.
 */
import type { KeyValueStorage } from '../time/clock';

export const socketStates = ['disconnected', 'connecting', 'connected', 'reconnecting', 'error'] as const;
export type SocketState = (typeof socketStates)[number];

export const SOCKET_MAX_ATTEMPTS = 5;
export const RECONNECT_BASE_DELAY_MS = 5_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
export const CONNECT_TIMEOUT_MS = 30_000;
export const REALTIME_DISABLED_KEY = 'kindred.realtimeDisabled';

export const socketToastMessages = {
  connectFailed: 'Failed to connect to the chat server. Switching to offline mode.',
  refreshForOffline: 'Please refresh the page to apply offline mode settings',
  reconnectFailed: 'Failed to reconnect to the chat server. Please reload the page.',
  serverError: 'Server error: {message}',
  authFailed: 'Authentication failed. Please log in again.',
  realtimeEnabled: 'Real-time features enabled. Refresh the page to apply changes.',
  socketError: 'Socket error',
  connectionError: 'Connection error',
  reconnectUnavailable: 'Reconnect function not available.',
  reconnected: 'Reconnected to chat server',
  disconnected: 'Disconnected from chat server. Trying to reconnect...',
} as const;

export interface SocketMachine {
  state: SocketState;
  attempts: number;
  /** Persistent offline fallback (real-time disabled). */
  offlineMode: boolean;
  lastConnectedAt: number | null;
}

export type SocketEvent =
  | { type: 'connect' }
  | { type: 'connected'; at: number }
  | { type: 'connectError' }
  | { type: 'disconnected'; byClient: boolean }
  | { type: 'authError' };

export function initialSocketMachine(offlineMode = false): SocketMachine {
  return { state: 'disconnected', attempts: 0, offlineMode, lastConnectedAt: null };
}

export function socketTransition(machine: SocketMachine, event: SocketEvent): SocketMachine {
  switch (event.type) {
    case 'connect':
      if (machine.offlineMode || machine.state === 'connected' || machine.state === 'connecting') return machine;
      return { ...machine, state: 'connecting' };
    case 'connected':
      return { ...machine, state: 'connected', attempts: 0, lastConnectedAt: event.at };
    case 'connectError': {
      if (machine.offlineMode) return machine;
      const attempts = machine.attempts + 1;
      if (attempts >= SOCKET_MAX_ATTEMPTS) return { ...machine, state: 'error', attempts, offlineMode: true };
      return { ...machine, state: 'reconnecting', attempts };
    }
    case 'disconnected':
      if (event.byClient || machine.offlineMode) return { ...machine, state: 'disconnected' };
      return { ...machine, state: 'reconnecting' };
    case 'authError':
      return { ...machine, state: 'error' };
  }
}

/** Which toast a transition announces, if any. */
export function socketTransitionToast(before: SocketMachine, after: SocketMachine): string | null {
  if (!before.offlineMode && after.offlineMode) return socketToastMessages.connectFailed;
  if (before.state === 'connected' && after.state === 'reconnecting') return socketToastMessages.disconnected;
  if (before.state === 'reconnecting' && after.state === 'connected') return socketToastMessages.reconnected;
  return null;
}

export function isRealtimeDisabled(storage: KeyValueStorage): boolean {
  return storage.getItem(REALTIME_DISABLED_KEY) === 'true';
}

export function setRealtimeDisabled(storage: KeyValueStorage, disabled: boolean): void {
  if (disabled) storage.setItem(REALTIME_DISABLED_KEY, 'true');
  else storage.removeItem(REALTIME_DISABLED_KEY);
}
