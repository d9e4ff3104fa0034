import { describe, expect, it, vi } from 'vitest';
import { manualTime } from '../time/clock';
import { callTransition, idleCall, shouldRollbackOffer, type CallEvent, type CallState } from './callMachine';
import { friendlyCallError } from './errors';
import { connectionQuality, packetLossPercent } from './quality';
import { createDisconnectRecovery } from './recovery';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const start: CallEvent = {
  type: 'start',
  callId: 'c1',
  partnerId: B,
  partnerName: 'Noa',
  myTier: 'PAID',
  partnerOnline: true,
  socketConnected: true,
};
const incoming: CallEvent = { type: 'incoming', callId: 'c2', callerId: B, callerName: 'Noa', myTier: 'COUPLE' };
const run = (events: CallEvent[], from: CallState = idleCall) => events.reduce(callTransition, from);

describe('call states (docs/product/calls.md)', () => {
  it.each([
    [[start], 'outgoing', null],
    [[start, { type: 'initiated' }], 'waiting', null],
    [[start, { type: 'initiated' }, { type: 'remoteAccepted' }], 'accepted', null],
    [[start, { type: 'initiated' }, { type: 'remoteDeclined' }], 'declined', 'Noa declined the call'],
    [[start, { type: 'initiated' }, { type: 'remoteAccepted' }, { type: 'mediaConnecting' }], 'connecting', null],
    [
      [
        start,
        { type: 'initiated' },
        { type: 'remoteAccepted' },
        { type: 'mediaConnecting' },
        { type: 'mediaConnected' },
      ],
      'connected',
      null,
    ],
    [
      [start, { type: 'initiated' }, { type: 'unanswered' }],
      'ended',
      'No answer from the recipient. Please try again later.',
    ],
    [[start, { type: 'remoteAccepted' }, { type: 'mediaConnected' }, { type: 'hangup' }], 'ended', 'Video call ended.'],
    [
      [start, { type: 'remoteAccepted' }, { type: 'mediaConnected' }, { type: 'remoteHangup' }],
      'ended',
      'The other user has ended the call.',
    ],
    [[{ ...start, myTier: 'FREE' }], 'error', 'Free accounts cannot make video calls. Upgrade for video calls.'],
    [
      [{ ...start, partnerOnline: false }],
      'error',
      'Noa is currently offline. You can only call users who are online.',
    ],
    [[{ ...start, socketConnected: false }], 'error', 'Socket not connected'],
    [[start, { type: 'failure', message: 'boom' }], 'error', 'boom'],
    [[start, { type: 'reset' }], 'idle', null],
    [[incoming], 'incoming', null],
    [[incoming, { type: 'accept' }], 'accepted', null],
    [[incoming, { type: 'decline' }], 'idle', null],
    [[incoming, { type: 'unanswered' }], 'ended', 'No answer from the recipient. Please try again later.'],
  ] as const)('%#: → %s', (events, phase, message) => {
    const s = run([...events] as CallEvent[]);
    expect(s.phase).toBe(phase);
    expect(s.message).toBe(message);
  });

  it('incoming call on a FREE account is auto-declined with the upgrade message', () => {
    const s = callTransition(idleCall, { ...incoming, myTier: 'FREE' });
    expect(s).toMatchObject({
      phase: 'idle',
      autoDeclined: true,
      message: 'Free accounts cannot receive video calls. Upgrade to accept.',
      partnerId: B,
    });
  });
  it('a second incoming call during a call leaves the current call alone', () => {
    const busy = run([start, { type: 'initiated' }]);
    expect(callTransition(busy, incoming)).toBe(busy);
    expect(callTransition(busy, { ...incoming, myTier: 'FREE' })).toBe(busy);
  });
  it('starting during a call is an invalid state', () => {
    const busy = run([start]);
    expect(callTransition(busy, start)).toMatchObject({
      phase: 'outgoing',
      message: 'Cannot start call: Invalid state.',
    });
  });

  it('connecting counts attempts 1..3, then fails', () => {
    let s = run([start, { type: 'remoteAccepted' }, { type: 'mediaConnecting' }]);
    s = callTransition(s, { type: 'mediaFailed' });
    expect([s.phase, s.attempt, s.message]).toEqual([
      'connecting',
      2,
      'Connection lost. Attempting to reconnect (2/3)...',
    ]);
    s = callTransition(s, { type: 'mediaConnecting' });
    s = callTransition(s, { type: 'mediaFailed' });
    expect(s.attempt).toBe(3);
    s = callTransition(s, { type: 'mediaFailed' });
    expect([s.phase, s.message]).toEqual(['error', 'Failed to reconnect. Please try again later.']);
  });

  it.each([
    ['initiated', 'idle'],
    ['remoteAccepted', 'idle'],
    ['remoteDeclined', 'idle'],
    ['accept', 'idle'],
    ['decline', 'idle'],
    ['mediaConnecting', 'idle'],
    ['mediaConnected', 'idle'],
    ['mediaFailed', 'idle'],
    ['hangup', 'idle'],
    ['remoteHangup', 'idle'],
    ['unanswered', 'idle'],
  ] as const)('%s while idle changes nothing', (type, phase) => {
    expect(callTransition(idleCall, { type } as CallEvent).phase).toBe(phase);
  });
});

describe('offer collision: greater id rolls back (docs/product/calls.md)', () => {
  it.each([
    [B, A, true],
    [A, B, false],
    [A.toUpperCase(), B, false],
  ])('me %s vs %s → rollback %s', (me, partner, rollback) => {
    expect(shouldRollbackOffer(me, partner)).toBe(rollback);
  });
});

describe('disconnect: 3 s grace → ICE restart → reconnect (docs/product/calls.md)', () => {
  it('escalates when nothing recovers', () => {
    const time = manualTime();
    const iceRestart = vi.fn();
    const reconnect = vi.fn();
    const r = createDisconnectRecovery({ scheduler: time, iceRestart, reconnect });
    r.disconnected();
    r.disconnected();
    expect(r.stage).toBe('grace');
    time.advance(2_999);
    expect(iceRestart).not.toHaveBeenCalled();
    time.advance(1);
    expect(iceRestart).toHaveBeenCalledTimes(1);
    expect(r.stage).toBe('iceRestart');
    time.advance(3_000);
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(r.stage).toBe('reconnect');
  });
  it('recovering within the grace period cancels the escalation', () => {
    const time = manualTime();
    const iceRestart = vi.fn();
    const reconnect = vi.fn();
    const r = createDisconnectRecovery({ scheduler: time, iceRestart, reconnect });
    r.disconnected();
    time.advance(2_000);
    r.connected();
    time.advance(10_000);
    expect(iceRestart).not.toHaveBeenCalled();
    r.disconnected();
    time.advance(3_000);
    r.connected();
    time.advance(10_000);
    expect(iceRestart).toHaveBeenCalledTimes(1);
    expect(reconnect).not.toHaveBeenCalled();
    r.dispose();
  });
});

describe('connection quality thresholds (docs/product/calls.md)', () => {
  it.each([
    [0.05, 0.5, 0.005, 'excellent'],
    [0.1, 0.5, 0.005, 'good'],
    [0.05, 1, 0.005, 'good'],
    [0.05, 0.5, 0.01, 'good'],
    [0.29, 4.9, 0.029, 'good'],
    [0.3, 1, 0.01, 'fair'],
    [0.49, 9.9, 0.049, 'fair'],
    [0.5, 1, 0.01, 'poor'],
    [0.1, 10, 0.01, 'poor'],
    [0.1, 1, 0.05, 'poor'],
  ])('rtt %f s, loss %f %%, jitter %f → %s', (rttSeconds, packetLossPercent, jitterSeconds, quality) => {
    expect(connectionQuality({ rttSeconds, packetLossPercent, jitterSeconds })).toBe(quality);
  });
  it('unknown without stats', () => {
    expect(connectionQuality({ rttSeconds: 0.1 })).toBe('unknown');
  });
  it('packet loss percent from counters', () => {
    expect(packetLossPercent(5, 95)).toBe(5);
    expect(packetLossPercent(0, 0)).toBe(0);
  });
});

describe('friendly call errors (docs/product/calls.md)', () => {
  it.each([
    [
      { name: 'NotAllowedError', message: 'Permission denied' },
      'Camera or microphone access was denied. Please allow access in your browser settings and try again.',
    ],
    [
      { name: 'NotFoundError', message: 'Requested device not found' },
      'No camera or microphone was found. Please connect a device and try again.',
    ],
    ['Call timed out', 'Connection timed out. The other user may be offline.'],
    [
      { message: 'Failed after 3 attempts' },
      'Connection failed after several attempts. Please check your connection and try again.',
    ],
    ['No answer', 'No answer from the recipient. Please try again later.'],
    [
      { name: 'InvalidStateError', message: 'wrong state: stable' },
      'Connection problem detected. Attempting to recover...',
    ],
    [{ message: 'Failed to add ICE candidate' }, 'Connection problem detected. Attempting to recover...'],
    [new Error('weird'), 'An unexpected error occurred. Please try again.'],
    [null, 'An unexpected error occurred. Please try again.'],
    [42, 'An unexpected error occurred. Please try again.'],
  ])('%j → %s', (error, message) => {
    expect(friendlyCallError(error)).toBe(message);
  });
});
