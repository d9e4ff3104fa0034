/**
 * The member's socket (docs/product/messaging.md "Socket connection"). socket.io-client does the reconnecting with
 * the spec's settings; core's machine decides the state, when to give up (5 failures → offline mode, persisted) and
 * which toast a change shows; core's timers run the heartbeat and the notification polling while disconnected.
 * This module is imported with `import()` by the shell for members only, so visitors never load socket.io-client.
 */
import {
  createNotificationPolling,
  initialSocketMachine,
  isRealtimeDisabled,
  setRealtimeDisabled,
  socketToastMessages,
  socketTransition,
  socketTransitionToast,
  startHeartbeat,
  CONNECT_TIMEOUT_MS,
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_MAX_DELAY_MS,
  SOCKET_MAX_ATTEMPTS,
  type Clock,
  type KeyValueStorage,
  type Scheduler,
  type SocketEvent,
} from '@kindred/core';
import type { createStore } from 'jotai';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import {
  presenceAtom,
  presenceResyncAtom,
  reducePresence,
  socketMachineAtom,
  type ClientEvent,
  type KindredSocket,
  type Realtime,
  type ServerEvent,
} from './socketState';

export type { ClientEvent, KindredSocket, Realtime, ServerEvent };

type Store = ReturnType<typeof createStore>;

/** socket.io's reconnection with the spec's settings (docs/product/messaging.md "Socket reconnect"). */
export const socketOptions = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  withCredentials: true,
  reconnection: true,
  reconnectionAttempts: SOCKET_MAX_ATTEMPTS,
  reconnectionDelay: RECONNECT_BASE_DELAY_MS,
  reconnectionDelayMax: RECONNECT_MAX_DELAY_MS,
  randomizationFactor: 0.3,
  timeout: CONNECT_TIMEOUT_MS,
} as const satisfies Partial<ManagerOptions & SocketOptions>;

/** Refusals of the handshake that mean the token, not the network (apps/server socket layer). */
const AUTH_REFUSALS = ['Missing auth token', 'Authentication failed', 'Invalid user ID'];

export interface RealtimeDeps {
  store: Store;
  /** The seam: socket.io's `io` (a fake in tests). */
  connect: (options: Partial<ManagerOptions & SocketOptions>) => KindredSocket;
  /** A valid access token (refreshed when expired), or null when the session is gone. */
  getToken: () => Promise<string | null>;
  /** Refresh after the server refused the token; null when the session ended. */
  refreshToken: () => Promise<string | null>;
  userId: string;
  storage: KeyValueStorage;
  clock: Clock;
  scheduler: Scheduler;
  /** GET the notifications while the socket is down. */
  pollNotifications: () => void;
  /** Shows one of core's socket toasts (English text; the app translates it). */
  toast: (text: string, kind: 'info' | 'warning' | 'error' | 'success', params?: Record<string, unknown>) => void;
  /** The server refused the session for good: sign out. */
  onAuthFailed: () => void;
  /** The member signed out or the session ended here (the server then closes the socket: no toast for that). */
  sessionEnded?: () => boolean;
}

/** Creates and connects the member's socket (or stays in offline mode when real-time is disabled). */
export function createRealtime(deps: RealtimeDeps): Realtime {
  const { store, storage, clock, scheduler } = deps;
  let machine = initialSocketMachine(isRealtimeDisabled(storage));
  const handlers = new Map<ServerEvent, Set<(...args: never[]) => void>>();
  let socket: KindredSocket | null = null;
  let stopped = false;
  let authRetried = false;
  let connectedBefore = false;

  const polling = createNotificationPolling({ clock, scheduler, poll: () => deps.pollNotifications() });

  const apply = (event: SocketEvent) => {
    const before = machine;
    machine = socketTransition(machine, event);
    store.set(socketMachineAtom, machine);
    const text = socketTransitionToast(before, machine);
    if (text) deps.toast(text, text === socketToastMessages.reconnected ? 'success' : 'warning');
    if (!before.offlineMode && machine.offlineMode) {
      setRealtimeDisabled(storage, true);
      socket?.disconnect();
      polling.socketDisconnected();
    }
  };

  const heartbeat = () =>
    startHeartbeat({
      clock,
      scheduler,
      ping: () => {
        // A server without `ping` never answers: the heartbeat then reconnects, nothing throws.
        socket?.emit('ping', () => beat?.pong());
      },
      onTimeout: () => {
        if (!socket || stopped) return;
        socket.disconnect();
        socket.connect();
      },
    });
  let beat: ReturnType<typeof startHeartbeat> | null = null;

  const attach = (s: KindredSocket) => {
    for (const [event, set] of handlers) for (const h of set) s.on(event, h as never);
  };

  const open = () => {
    apply({ type: 'connect' });
    if (machine.offlineMode) {
      polling.socketDisconnected();
      return;
    }
    const s = deps.connect({
      ...socketOptions,
      // Read on every (re)connection, so a refreshed token is used.
      auth: (cb: (data: object) => void) => {
        void deps.getToken().then((token) => cb({ token, userId: deps.userId }));
      },
    });
    socket = s;
    attach(s);
    s.on('connect', () => {
      authRetried = false;
      // Back after a drop. A recovered session got what it missed from the server (socket.io replays every event
      // after the last one this client received, before this `connect`). A new session did not (a drop longer than
      // the recovery window, a restarted server, a reconnect the client forced): drop what was heard and let the
      // screens refetch what they show (decision 0061).
      if (connectedBefore && !s.recovered) {
        store.set(presenceAtom, new Map());
        store.set(presenceResyncAtom, (n) => n + 1);
      }
      connectedBefore = true;
      apply({ type: 'connected', at: clock.now() });
      polling.socketConnected();
      beat?.stop();
      beat = heartbeat();
    });
    s.on('connect_error', (error: Error) => {
      if (stopped) return;
      if (AUTH_REFUSALS.includes(error.message)) {
        // The token was refused: refresh once and try again; a refused refresh ends the session.
        if (authRetried) return;
        authRetried = true;
        void deps.refreshToken().then((token) => {
          if (token && !stopped) s.connect();
        });
        return;
      }
      apply({ type: 'connectError' });
      if (!machine.offlineMode) polling.socketDisconnected();
    });
    s.on('disconnect', (reason: string) => {
      beat?.stop();
      if (stopped || deps.sessionEnded?.()) return;
      apply({ type: 'disconnected', byClient: reason === 'io client disconnect' });
      polling.socketDisconnected();
      // The server closed it (expired or revoked token): socket.io does not retry that on its own.
      if (reason === 'io server disconnect' && !machine.offlineMode) {
        void deps.getToken().then((token) => {
          if (token && !stopped) s.connect();
        });
      }
    });
    s.io.on('reconnect_failed', () => {
      if (!machine.offlineMode) deps.toast(socketToastMessages.reconnectFailed, 'error');
    });
    s.on('pong', () => beat?.pong());
    s.on('auth_error', () => {
      apply({ type: 'authError' });
      deps.toast(socketToastMessages.authFailed, 'error');
      deps.onAuthFailed();
    });
    s.on('error', (payload) => {
      // Refused events (unknown to this server, invalid, rate limited) are the caller's business, not a toast.
      const message = typeof payload?.message === 'string' ? payload.message : '';
      if (payload?.event || !message) return;
      deps.toast(socketToastMessages.serverError, 'error', { message });
    });
  };

  const onVisibility = () => {
    if (typeof document === 'undefined') return;
    if (document.visibilityState === 'hidden') polling.hidden();
    else if (!socket?.connected) polling.visible();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  // Back online: connect now, not at the end of socket.io's back-off (up to 30 s); what waits to be sent goes at once.
  const onOnline = () => {
    if (!socket || socket.connected || stopped || machine.offlineMode) return;
    socket.disconnect();
    socket.connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  const on: Realtime['on'] = (event, handler) => {
    let set = handlers.get(event);
    if (!set) handlers.set(event, (set = new Set()));
    set.add(handler as never);
    socket?.on(event, handler as never);
    return () => {
      set.delete(handler as never);
      socket?.off(event, handler as never);
    };
  };

  // Presence of contacts (decision 0023) is reduced into one atom the cards and the profile read.
  on('userOnline', (payload) => {
    if (typeof payload?.userId === 'string')
      store.set(presenceAtom, (s) => reducePresence(s, { type: 'userOnline', userId: payload.userId }));
  });
  on('userOffline', (payload) => {
    if (typeof payload?.userId === 'string')
      store.set(presenceAtom, (s) =>
        reducePresence(s, { type: 'userOffline', userId: payload.userId, lastActive: payload.lastActive }),
      );
  });

  open();

  return {
    on,
    emit(event, ...args) {
      if (!socket?.connected) return false;
      socket.emit(event, ...args);
      return true;
    },
    reauthenticate(token) {
      if (socket?.connected) socket.emit('authenticate', { token });
    },
    stop() {
      stopped = true;
      beat?.stop();
      polling.socketConnected();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      socket?.disconnect();
      socket = null;
      machine = socketTransition(machine, { type: 'disconnected', byClient: true });
      store.set(socketMachineAtom, machine);
      // What this member heard is not the next member's business.
      store.set(presenceAtom, new Map());
    },
    get machine() {
      return machine;
    },
    get socket() {
      return socket;
    },
  };
}

let current: { userId: string; realtime: Realtime; unsubscribe: () => void } | null = null;
/** The notifications' refresh while the socket is down (the member shell's notification center; the latest one). */
let pollHook: (() => void) | null = null;

/**
 * The app's one socket per member: connects for `userId` (closing another member's socket first) with the app's
 * store, HTTP client and toasts. The shell calls it when a member is signed in, and `disconnectMember` on sign-out.
 */
export async function connectMember(
  userId: string,
  options: { pollNotifications?: () => void } = {},
): Promise<Realtime> {
  pollHook = options.pollNotifications ?? pollHook;
  if (current?.userId === userId) return current.realtime;
  disconnectMember();
  const [{ io }, { http, tokenAtom, api }, { store }, { browserStorage }, { showSocketToast }, { realtimeAtom }] =
    await Promise.all([
      import('socket.io-client'),
      import('./http'),
      import('./store'),
      import('./storage'),
      import('./notices'),
      import('./socketState'),
    ]);
  const realtime = createRealtime({
    store,
    connect: (options) => io(options) as KindredSocket,
    getToken: () => http.tokens.getValidToken(),
    refreshToken: () => http.tokens.refresh(),
    userId,
    storage: browserStorage('localStorage'),
    clock: { now: () => Date.now() },
    scheduler: {
      setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    },
    pollNotifications: () => {
      if (pollHook) pollHook();
      else void api('/notifications', { noCache: true, toast: false }).catch(() => undefined);
    },
    toast: (text, kind, params) => void showSocketToast(text, kind, params),
    onAuthFailed: () => http.endSession('expired'),
    sessionEnded: () => !store.get(tokenAtom),
  });
  // A refreshed token keeps the live socket open (decision 0020).
  let last = store.get(tokenAtom);
  const unsubscribe = store.sub(tokenAtom, () => {
    const token = store.get(tokenAtom);
    if (token && token !== last) realtime.reauthenticate(token);
    last = token;
  });
  current = { userId, realtime, unsubscribe };
  store.set(realtimeAtom, realtime);
  return realtime;
}

export function disconnectMember(): void {
  pollHook = null;
  if (!current) return;
  current.unsubscribe();
  current.realtime.stop();
  current = null;
  void import('./store').then(({ store }) =>
    import('./socketState').then(({ realtimeAtom }) => store.set(realtimeAtom, null)),
  );
}
