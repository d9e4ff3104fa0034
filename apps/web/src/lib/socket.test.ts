import { manualTime, memoryStorage, REALTIME_DISABLED_KEY, socketToastMessages } from '@kindred/core';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { createRealtime, socketOptions, type KindredSocket, type RealtimeDeps } from './socket';
import { socketMachineAtom } from './socketState';

type Listener = (...args: unknown[]) => void;

/** The socket seam: records emits, lets the test play the server and socket.io's manager. */
class FakeSocket {
  connected = false;
  listeners = new Map<string, Listener[]>();
  managerListeners = new Map<string, Listener[]>();
  emitted: { event: string; args: unknown[] }[] = [];
  connects = 0;
  disconnects = 0;
  io = { on: (event: string, l: Listener) => void this.push(this.managerListeners, event, l) };
  constructor(readonly options: Record<string, unknown>) {}
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
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
  managerSends(event: string) {
    for (const l of this.managerListeners.get(event) ?? []) l();
  }
}

function setup(extra: Partial<RealtimeDeps> = {}) {
  const store = createStore();
  const time = manualTime(1_000_000);
  const sockets: FakeSocket[] = [];
  const toasts: string[] = [];
  const polls = vi.fn();
  const onAuthFailed = vi.fn();
  const storage = memoryStorage();
  const realtime = createRealtime({
    store,
    connect: (options) => {
      const s = new FakeSocket(options as Record<string, unknown>);
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
    ...extra,
  });
  return { store, time, sockets, toasts, polls, onAuthFailed, storage, realtime, socket: () => sockets[0]! };
}

describe('member socket (spec 000 §4 socket connection, §9 timers) with a fake socket seam', () => {
  it("uses socket.io's reconnection with the spec's settings and puts the token in the handshake auth", async () => {
    const { socket } = setup();
    expect(socket().options).toMatchObject({
      reconnectionAttempts: 5,
      reconnectionDelay: 5_000,
      reconnectionDelayMax: 30_000,
      timeout: 30_000,
    });
    expect(socketOptions.path).toBe('/socket.io');
    const auth = socket().options.auth as (cb: (data: object) => void) => void;
    const data = await new Promise<object>((resolve) => auth(resolve));
    expect(data).toEqual({ token: 'token-1', userId: '0123456789abcdef01234567' });
  });

  it('connected → dropped → reconnected: state atom and the two connection toasts', () => {
    const { socket, store, toasts } = setup();
    expect(store.get(socketMachineAtom).state).toBe('connecting');
    socket().serverSends('connect');
    expect(store.get(socketMachineAtom).state).toBe('connected');
    socket().connected = false;
    socket().serverSends('disconnect', 'transport close');
    expect(store.get(socketMachineAtom).state).toBe('reconnecting');
    socket().serverSends('connect');
    expect(toasts).toEqual([socketToastMessages.disconnected, socketToastMessages.reconnected]);
  });

  it('five failed attempts switch to offline mode: persisted, socket closed, one toast, polling takes over', () => {
    const { socket, store, toasts, storage, polls, time } = setup();
    for (let i = 0; i < 5; i += 1) socket().serverSends('connect_error', new Error('xhr poll error'));
    expect(store.get(socketMachineAtom)).toMatchObject({ state: 'error', offlineMode: true });
    expect(storage.getItem(REALTIME_DISABLED_KEY)).toBe('true');
    expect(socket().disconnects).toBeGreaterThan(0);
    expect(toasts).toEqual([socketToastMessages.connectFailed]);
    time.advance(5_000);
    expect(polls).toHaveBeenCalledTimes(1);
    time.advance(60_000);
    expect(polls).toHaveBeenCalledTimes(2);
  });

  it('a page loaded with real-time disabled never opens a socket and polls instead', () => {
    const storage = memoryStorage({ [REALTIME_DISABLED_KEY]: 'true' });
    const { sockets, polls, time, store } = setup({ storage });
    expect(sockets).toHaveLength(0);
    expect(store.get(socketMachineAtom).offlineMode).toBe(true);
    time.advance(5_000);
    expect(polls).toHaveBeenCalledTimes(1);
  });

  it('polls notifications while disconnected (5 s, then every 60 s) and stops on reconnect', () => {
    const { socket, polls, time } = setup();
    socket().serverSends('connect');
    socket().connected = false;
    socket().serverSends('disconnect', 'transport close');
    time.advance(4_999);
    expect(polls).not.toHaveBeenCalled();
    time.advance(1);
    expect(polls).toHaveBeenCalledTimes(1);
    socket().serverSends('connect');
    for (let i = 0; i < 4; i += 1) {
      time.advance(30_000);
      socket().serverSends('pong', { time: time.now() });
    }
    expect(polls).toHaveBeenCalledTimes(1);
  });

  it('heartbeat: ping every 30 s; a server that never answers gets a reconnect after 60 s, without errors', () => {
    const { socket, time } = setup();
    socket().serverSends('connect');
    time.advance(30_000);
    expect(socket().emitted.filter((e) => e.event === 'ping')).toHaveLength(1);
    const connectsBefore = socket().connects;
    time.advance(30_000);
    expect(socket().connects).toBe(connectsBefore + 1);
  });

  it('a pong keeps the connection', () => {
    const { socket, time } = setup();
    socket().serverSends('connect');
    for (let i = 0; i < 4; i += 1) {
      time.advance(30_000);
      const ping = socket()
        .emitted.filter((e) => e.event === 'ping')
        .at(-1)!;
      (ping.args[0] as () => void)();
    }
    expect(socket().connects).toBe(0);
  });

  it('a refused token is refreshed once and the socket connects again; auth_error signs out', async () => {
    const refreshToken = vi.fn(async () => 'token-2');
    const { socket, onAuthFailed, toasts } = setup({ refreshToken });
    socket().serverSends('connect_error', new Error('Authentication failed'));
    socket().serverSends('connect_error', new Error('Authentication failed'));
    await Promise.resolve();
    await Promise.resolve();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(socket().connects).toBe(1);
    socket().serverSends('auth_error', { message: 'Authentication failed' });
    expect(onAuthFailed).toHaveBeenCalledOnce();
    expect(toasts).toContain(socketToastMessages.authFailed);
  });

  it('typed events: handlers survive, emit never throws when disconnected, refused events are no toast', () => {
    const { socket, realtime, toasts } = setup();
    const seen: unknown[] = [];
    const off = realtime.on('notification', (n) => seen.push(n));
    expect(realtime.emit('typing', { recipientId: '0123456789abcdef01234567' })).toBe(false);
    socket().serverSends('connect');
    expect(realtime.emit('typing', { recipientId: '0123456789abcdef01234567' })).toBe(true);
    socket().serverSends('notification', { _id: 'n1' });
    socket().serverSends('error', { message: 'Unknown event', event: 'typing' });
    off();
    socket().serverSends('notification', { _id: 'n2' });
    expect(seen).toEqual([{ _id: 'n1' }]);
    expect(toasts).toEqual([]);
  });

  it('a fresh token is sent to the live socket; stop closes it', () => {
    const { socket, realtime, store } = setup();
    socket().serverSends('connect');
    realtime.reauthenticate('token-3');
    expect(socket().emitted.at(-1)).toEqual({ event: 'authenticate', args: [{ token: 'token-3' }] });
    realtime.stop();
    expect(store.get(socketMachineAtom).state).toBe('disconnected');
  });
});
