import { describe, expect, it, vi } from 'vitest';
import { manualTime, memoryStorage } from '../time/clock';
import {
  initialSocketMachine,
  isRealtimeDisabled,
  setRealtimeDisabled,
  socketTransition,
  socketTransitionToast,
  type SocketEvent,
  type SocketMachine,
} from './socketMachine';
import { createNotificationPolling, repeat, startHeartbeat } from './timers';

const run = (events: SocketEvent[], start: SocketMachine = initialSocketMachine()) =>
  events.reduce(socketTransition, start);

describe('socket states (docs/product/messaging.md)', () => {
  it.each([
    [[{ type: 'connect' }], 'connecting', 0, false],
    [[{ type: 'connect' }, { type: 'connected', at: 1 }], 'connected', 0, false],
    [[{ type: 'connect' }, { type: 'connectError' }], 'reconnecting', 1, false],
    [
      [{ type: 'connect' }, { type: 'connectError' }, { type: 'connectError' }, { type: 'connected', at: 5 }],
      'connected',
      0,
      false,
    ],
    [
      [
        { type: 'connected', at: 1 },
        { type: 'disconnected', byClient: false },
      ],
      'reconnecting',
      0,
      false,
    ],
    [
      [
        { type: 'connected', at: 1 },
        { type: 'disconnected', byClient: true },
      ],
      'disconnected',
      0,
      false,
    ],
    [[{ type: 'connected', at: 1 }, { type: 'authError' }], 'error', 0, false],
    [Array.from({ length: 4 }, () => ({ type: 'connectError' }) as const), 'reconnecting', 4, false],
    [Array.from({ length: 5 }, () => ({ type: 'connectError' }) as const), 'error', 5, true],
  ] as const)('%j → %s (attempts %i, offline %s)', (events, state, attempts, offline) => {
    const m = run([...events]);
    expect([m.state, m.attempts, m.offlineMode]).toEqual([state, attempts, offline]);
  });
  it('offline mode ignores connect attempts and further errors', () => {
    const off = initialSocketMachine(true);
    expect(socketTransition(off, { type: 'connect' })).toBe(off);
    expect(socketTransition(off, { type: 'connectError' })).toBe(off);
    expect(socketTransition(off, { type: 'disconnected', byClient: false }).state).toBe('disconnected');
  });
  it('connect while connecting or connected changes nothing', () => {
    const connecting = run([{ type: 'connect' }]);
    expect(socketTransition(connecting, { type: 'connect' })).toBe(connecting);
  });
  it('toasts: switching to offline, disconnect and reconnect announcements', () => {
    const four = run(Array.from({ length: 4 }, () => ({ type: 'connectError' }) as const));
    expect(socketTransitionToast(four, socketTransition(four, { type: 'connectError' }))).toBe(
      'Failed to connect to the chat server. Switching to offline mode.',
    );
    const connected = run([{ type: 'connected', at: 1 }]);
    const lost = socketTransition(connected, { type: 'disconnected', byClient: false });
    expect(socketTransitionToast(connected, lost)).toBe('Disconnected from chat server. Trying to reconnect...');
    expect(socketTransitionToast(lost, socketTransition(lost, { type: 'connected', at: 2 }))).toBe(
      'Reconnected to chat server',
    );
    expect(socketTransitionToast(connected, connected)).toBeNull();
  });
  it('persistent real-time flag', () => {
    const storage = memoryStorage();
    expect(isRealtimeDisabled(storage)).toBe(false);
    setRealtimeDisabled(storage, true);
    expect(isRealtimeDisabled(storage)).toBe(true);
    setRealtimeDisabled(storage, false);
    expect(isRealtimeDisabled(storage)).toBe(false);
  });
});

describe('heartbeat (ping 30 s, reconnect when no reply in 60 s)', () => {
  it('pings every 30 s while pongs arrive', () => {
    const time = manualTime();
    const ping = vi.fn();
    const onTimeout = vi.fn();
    const hb = startHeartbeat({ clock: time, scheduler: time, ping, onTimeout });
    time.advance(30_000);
    hb.pong();
    time.advance(30_000);
    hb.pong();
    time.advance(30_000);
    expect(ping).toHaveBeenCalledTimes(3);
    expect(onTimeout).not.toHaveBeenCalled();
    hb.stop();
    expect(hb.running).toBe(false);
    time.advance(300_000);
    expect(ping).toHaveBeenCalledTimes(3);
  });
  it('times out at 60 s without a pong, once', () => {
    const time = manualTime();
    const ping = vi.fn();
    const onTimeout = vi.fn();
    const hb = startHeartbeat({ clock: time, scheduler: time, ping, onTimeout });
    time.advance(59_999);
    expect(onTimeout).not.toHaveBeenCalled();
    time.advance(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(hb.running).toBe(false);
    time.advance(120_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(ping).toHaveBeenCalledTimes(1);
  });
  it('health check 45 s and monitor 15 s run on their own intervals', () => {
    const time = manualTime();
    const health = vi.fn();
    const monitor = vi.fn();
    repeat(time, 45_000, health);
    const m = repeat(time, 15_000, monitor);
    time.advance(90_000);
    expect(health).toHaveBeenCalledTimes(2);
    expect(monitor).toHaveBeenCalledTimes(6);
    m.stop();
  });
  it('a task that stops its own timer is not re-armed', () => {
    const time = manualTime();
    const task = vi.fn(() => timer.stop());
    const timer = repeat(time, 10, task);
    time.advance(100);
    expect(task).toHaveBeenCalledTimes(1);
    expect(time.pending()).toBe(0);
  });
});

describe('notification polling while disconnected (60 s, first after 5 s; visible after > 30 s hidden)', () => {
  it('polls at 5 s, 65 s, 125 s and stops on connect', () => {
    const time = manualTime();
    const poll = vi.fn();
    const p = createNotificationPolling({ clock: time, scheduler: time, poll });
    p.socketDisconnected();
    p.socketDisconnected();
    time.advance(4_999);
    expect(poll).not.toHaveBeenCalled();
    time.advance(1);
    expect(poll).toHaveBeenCalledTimes(1);
    time.advance(120_000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(p.polling).toBe(true);
    p.socketConnected();
    expect(p.polling).toBe(false);
    time.advance(600_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });
  it.each([
    [30_000, false],
    [30_001, true],
  ])('visible after %i ms hidden → refresh %s', (hiddenMs, refreshed) => {
    const time = manualTime();
    const poll = vi.fn();
    const p = createNotificationPolling({ clock: time, scheduler: time, poll });
    expect(p.visible()).toBe(false);
    p.hidden();
    time.advance(hiddenMs);
    expect(p.visible()).toBe(refreshed);
    expect(poll).toHaveBeenCalledTimes(refreshed ? 1 : 0);
  });
});
