// Test helpers: the member socket over a fake socket.io seam (lib/socket.ts `connect`), with core's manual clock.
import { manualTime, memoryStorage } from '@kindred/core';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { createRealtime, type KindredSocket, type RealtimeDeps } from './socket';

type Listener = (...args: unknown[]) => void;

/** The socket seam: records emits, lets the test play the server and socket.io's manager. */
export class FakeSocket {
  connected = false;
  /** socket.io sets it on a reconnect that restored the session. */
  recovered = false;
  listeners = new Map<string, Listener[]>();
  managerListeners = new Map<string, Listener[]>();
  emitted: { event: string; args: unknown[] }[] = [];
  connects = 0;
  disconnects = 0;
  io = { on: (event: string, l: Listener) => void this.push(this.managerListeners, event, l) };
  /**
   * `around` runs each delivery (React tests pass `act`, so the screens settle).
   */
  constructor(
    readonly options: Record<string, unknown> = {},
    private readonly around: (deliver: () => void) => void = (deliver) => deliver(),
  ) {}
  private push(map: Map<string, Listener[]>, event: string, l: Listener) {
    map.set(event, [...(map.get(event) ?? []), l]);
  }
  on(event: string, l: Listener) {
    this.push(this.listeners, event, l);
    return this;
  }
  off(event: string, l: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((x) => x !== l),
    );
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    this.disconnects += 1;
    if (this.connected) {
      this.connected = false;
      this.serverSends('disconnect', 'io client disconnect');
    }
    return this;
  }
  /** The server (or socket.io itself) fires an event at the client. */
  serverSends(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    this.around(() => {
      for (const l of this.listeners.get(event) ?? []) l(...args);
    });
  }
  managerSends(event: string) {
    for (const l of this.managerListeners.get(event) ?? []) l();
  }
}

/**
 * `createRealtime` over fake sockets, a fresh (or the given) store, memory storage and a manual clock; `connected`
 * plays the server's first `connect`.
 */
export function fakeRealtime(
  options: {
    store?: ReturnType<typeof createStore>;
    connected?: boolean;
    around?: (deliver: () => void) => void;
    deps?: Partial<RealtimeDeps>;
  } = {},
) {
  const store = options.store ?? createStore();
  const time = manualTime(1_000_000);
  const sockets: FakeSocket[] = [];
  const toasts: string[] = [];
  const polls = vi.fn();
  const onAuthFailed = vi.fn();
  const storage = memoryStorage();
  const realtime = createRealtime({
    store,
    connect: (connectOptions) => {
      const s = new FakeSocket(connectOptions as Record<string, unknown>, options.around);
      sockets.push(s);
      return s as unknown as KindredSocket;
    },
    getToken: async () => 'token-1',
    refreshToken: async () => 'token-2',
    userId: '0123456789abcdef01234567',
    storage,
    clock: time,
    scheduler: time,
    pollNotifications: polls,
    toast: (text) => toasts.push(text),
    onAuthFailed,
    ...options.deps,
  });
  if (options.connected) sockets[0]?.serverSends('connect');
  return {
    store,
    time,
    sockets,
    toasts,
    polls,
    onAuthFailed,
    storage: options.deps?.storage ?? storage,
    realtime,
    socket: () => sockets[0]!,
  };
}
