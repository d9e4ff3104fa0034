import { memoryStorage, REALTIME_DISABLED_KEY, socketToastMessages } from '@kindred/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from './fakeSocket.testing';
import { socketOptions, type RealtimeDeps } from './socket';
import { socketMachineAtom } from './socketState';

function setup(deps: Partial<RealtimeDeps> = {}) {
  return fakeRealtime({ deps });
}

describe('member socket (docs/product/messaging.md socket connection, §9 timers) with a fake socket seam', () => {
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

  it('the server closing the socket of a session that ended here (sign-out, deletion) is no disconnection toast', () => {
    let ended = false;
    const { socket, toasts } = setup({ sessionEnded: () => ended });
    socket().serverSends('connect');
    ended = true;
    socket().connected = false;
    socket().serverSends('disconnect', 'io server disconnect');
    expect(toasts).toEqual([]);
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

  it("back online: the dropped socket connects at once, not after socket.io's back-off", () => {
    const { socket, realtime } = fakeRealtime({ connected: true });
    socket().serverSends('disconnect', 'transport close');
    const before = socket().connects;
    window.dispatchEvent(new Event('online'));
    expect(socket().connects).toBe(before + 1);
    socket().serverSends('connect');
    // A live socket is left alone.
    window.dispatchEvent(new Event('online'));
    expect(socket().connects).toBe(before + 1);
    realtime.stop();
    socket().serverSends('disconnect', 'transport close');
    window.dispatchEvent(new Event('online'));
    expect(socket().connects).toBe(before + 1);
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
