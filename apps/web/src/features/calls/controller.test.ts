import { manualTime, memoryStorage } from '@kindred/core';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeCallPartnerAtom, callNotesAtom, callRequestAtom } from '../../lib/bridges';
import { readCallNotes } from '../../lib/callNotes';
import { callViewAtom } from './atoms';
import { createCallController } from './controller';

const ME = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const NOA = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const DAN = '000000000000000000000000';

type Handler = (payload: never) => void;

/** The member's socket as the controller sees it: the test plays the server. */
function fakeRealtime() {
  const handlers = new Map<string, Set<Handler>>();
  const emitted: { event: string; payload: Record<string, unknown>; ack?: (reply: unknown) => void }[] = [];
  return {
    socket: { connected: true } as never,
    emitted,
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return () => handlers.get(event)!.delete(handler);
    },
    emit(event: string, payload: Record<string, unknown>, ack?: (reply: unknown) => void) {
      emitted.push({ event, payload, ack });
      return true;
    },
    server(event: string, payload: unknown) {
      for (const h of handlers.get(event) ?? []) h(payload as never);
    },
    last(event: string) {
      return emitted.filter((e) => e.event === event).at(-1);
    },
    all(event: string) {
      return emitted.filter((e) => e.event === event);
    },
  };
}

/** RTCPeerConnection's surface the controller uses, driven by the test. */
class FakePeer {
  static made: FakePeer[] = [];
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  ontrack: ((e: unknown) => void) | null = null;
  onicecandidate: ((e: unknown) => void) | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  tracks: unknown[] = [];
  remoteSet: string[] = [];
  restarts = 0;
  closed = false;
  constructor(readonly config: RTCConfiguration) {
    FakePeer.made.push(this);
  }
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  async setLocalDescription() {
    const type = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    this.localDescription = { type, sdp: `${type}-sdp` };
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: { type: string; sdp: string }) {
    this.remoteSet.push(d.type);
    this.remoteDescription = d;
    // An offer over my own rolls mine back (implicit rollback).
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate() {}
  restartIce() {
    this.restarts += 1;
  }
  close() {
    this.closed = true;
  }
  async getStats() {
    return new Map<string, Record<string, unknown>>([
      ['p', { type: 'candidate-pair', nominated: true, currentRoundTripTime: 0.05 }],
      ['v', { type: 'inbound-rtp', kind: 'video', packetsLost: 0, packetsReceived: 500, jitter: 0.004 }],
    ]);
  }
  state(next: RTCPeerConnectionState) {
    this.connectionState = next;
    this.onconnectionstatechange?.();
  }
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeAll(() => {
  // jsdom has no MediaStream.
  if (!('MediaStream' in globalThis)) {
    (globalThis as Record<string, unknown>).MediaStream = class {
      tracks: unknown[] = [];
      addTrack(t: unknown) {
        this.tracks.push(t);
      }
    };
  }
});
afterEach(() => {
  FakePeer.made = [];
});

function setup(options: { me?: string; premium?: boolean } = {}) {
  const store = createStore();
  const realtime = fakeRealtime();
  const time = manualTime(1_000);
  const notify = vi.fn();
  const tracks = [
    { kind: 'audio', enabled: true, stop: vi.fn() },
    { kind: 'video', enabled: true, stop: vi.fn() },
  ];
  const stream = { getTracks: () => tracks } as unknown as MediaStream;
  let ids = 0;
  const storage = memoryStorage();
  const controller = createCallController({
    store,
    realtime: realtime as never,
    me: { id: options.me ?? ME, premium: options.premium ?? true },
    iceServers: async () => [{ urls: ['stun:127.0.0.1:3478'] }],
    photoOf: async () => '/uploads/noa.jpg',
    getUserMedia: vi.fn(async () => stream),
    createPeer: (config) => new FakePeer(config) as unknown as RTCPeerConnection,
    scheduler: time,
    storage,
    now: time.now,
    newId: () => `id-${++ids}`,
    notify,
  });
  return { store, realtime, time, notify, controller, tracks, storage, view: () => store.get(callViewAtom) };
}

/** A call from me to Noa up to the point where the media connected. */
async function connectedCall(s: ReturnType<typeof setup>) {
  s.store.set(callRequestAtom, { id: NOA, nickname: 'Noa', photoUrl: null });
  await flush();
  s.realtime.last('initiateVideoCall')!.ack!({ success: true, data: { callId: 'call-1' } });
  s.realtime.server('callAccepted', { callId: 'call-1', userId: NOA });
  await flush();
  const peer = FakePeer.made.at(-1)!;
  peer.state('connected');
  return peer;
}

describe('placing a call (docs/product/calls.md "Calls")', () => {
  it('rings, connects with my tracks and the ICE servers, then ends on hang-up with a note', async () => {
    const s = setup();
    s.store.set(callRequestAtom, { id: NOA, nickname: 'Noa', photoUrl: '/uploads/n.jpg' });
    expect(s.store.get(callRequestAtom)).toBeNull();
    await flush();
    expect(s.view()).toMatchObject({ phase: 'outgoing', partnerId: NOA, photoUrl: '/uploads/n.jpg' });
    expect(s.realtime.last('initiateVideoCall')!.payload).toEqual({ recipientId: NOA });
    s.realtime.last('initiateVideoCall')!.ack!({ success: true, data: { callId: 'call-1' } });
    expect(s.view()).toMatchObject({ phase: 'waiting', callId: 'call-1' });
    expect(s.store.get(activeCallPartnerAtom)).toBe(NOA);

    s.realtime.server('callAccepted', { callId: 'call-1', userId: NOA });
    const peer = FakePeer.made.at(-1)!;
    expect(peer.config.iceServers).toEqual([{ urls: ['stun:127.0.0.1:3478'] }]);
    expect(peer.tracks).toHaveLength(2);
    expect(s.view()).toMatchObject({ phase: 'connecting', attempt: 1 });
    peer.state('connected');
    expect(s.view()).toMatchObject({ phase: 'connected', connectedAt: 1_000 });
    await flush();
    expect(s.view().quality).toBe('excellent');

    s.controller.hangUp();
    expect(s.realtime.last('videoHangup')!.payload).toEqual({ recipientId: NOA, callId: 'call-1' });
    expect(s.view()).toMatchObject({ phase: 'ended', text: { key: 'core:calls.ended' } });
    expect(peer.closed).toBe(true);
    expect(s.tracks.every((t) => t.stop.mock.calls.length === 1)).toBe(true);
    expect(s.store.get(callNotesAtom)).toEqual([{ id: expect.any(String), partnerId: NOA, kind: 'ended', at: 1_000 }]);
    // Kept on this device for the member, so the conversation still shows it after a reload.
    expect(readCallNotes(s.storage, ME, 2_000)).toEqual(s.store.get(callNotesAtom));
    expect(s.store.get(activeCallPartnerAtom)).toBeNull();
    // The server's hangup echo to my own tab changes nothing; the screen clears 5 s after the message.
    s.realtime.server('videoHangup', { userId: ME, callId: 'call-1' });
    expect(s.view().phase).toBe('ended');
    s.time.advance(5_000);
    expect(s.view().phase).toBe('idle');
  });

  it("a refusal answers in the refusal's words (a FREE callee: '{nickname} cannot receive video calls yet.')", async () => {
    const s = setup();
    s.store.set(callRequestAtom, { id: NOA, nickname: 'Noa', photoUrl: null });
    await flush();
    s.realtime.last('initiateVideoCall')!.ack!({
      success: false,
      error: 'Noa cannot receive video calls yet.',
      code: 'PREMIUM_REQUIRED',
      messageKey: 'core:calls.recipientUnverified',
      messageParams: { nickname: 'Noa' },
    });
    expect(s.view()).toMatchObject({
      phase: 'error',
      text: { key: 'core:calls.recipientUnverified', params: { nickname: 'Noa' } },
    });
    expect(FakePeer.made).toHaveLength(0);
    expect(s.tracks[1]!.stop).toHaveBeenCalled();
  });

  it('a FREE member cannot place a call: the spec’s message, nothing sent', async () => {
    const s = setup({ premium: false });
    await s.controller.start({ id: NOA, nickname: 'Noa', photoUrl: null });
    expect(s.view()).toMatchObject({ phase: 'error', text: { key: 'core:permissions.freeCallPlace' } });
    expect(s.realtime.all('initiateVideoCall')).toHaveLength(0);
  });

  it('declined: "{nickname} declined the call", a note, and the screen clears', async () => {
    const s = setup();
    s.store.set(callRequestAtom, { id: NOA, nickname: 'Noa', photoUrl: null });
    await flush();
    s.realtime.last('initiateVideoCall')!.ack!({ success: true, data: { callId: 'call-1' } });
    s.realtime.server('callDeclined', { callId: 'call-1', userId: NOA, reason: 'declined' });
    expect(s.view()).toMatchObject({
      phase: 'declined',
      text: { key: 'core:calls.declined', params: { nickname: 'Noa' } },
    });
    expect(s.store.get(callNotesAtom).map((n) => n.kind)).toEqual(['declined']);
    s.time.advance(5_000);
    expect(s.view().phase).toBe('idle');
  });

  it('a second call while one is under way is refused here, the first goes on', async () => {
    const s = setup();
    await connectedCall(s);
    await s.controller.start({ id: DAN, nickname: 'Dan', photoUrl: null });
    expect(s.notify).toHaveBeenCalledWith({ key: 'core:calls.invalidState' }, 'warning');
    expect(s.view()).toMatchObject({ phase: 'connected', partnerId: NOA });
  });
});

describe('taking a call', () => {
  it('rings (banner), accepts: the connection exists before the answer, then the caller hangs up', async () => {
    const s = setup();
    s.controller.onWake({
      type: 'incomingCall',
      payload: { callId: 'call-9', userId: NOA, callerId: NOA, callerName: 'Noa', timestamp: 1 },
    });
    expect(s.view()).toMatchObject({ phase: 'incoming', partnerName: 'Noa', direction: 'incoming' });
    await flush();
    expect(s.view().photoUrl).toBe('/uploads/noa.jpg');
    // The caller's offer can arrive before this side has a connection: it waits.
    s.realtime.server('videoSignal', { signal: { type: 'offer', sdp: 'x' }, from: { userId: NOA, callId: 'call-9' } });
    await s.controller.accept();
    const peer = FakePeer.made.at(-1)!;
    expect(s.realtime.last('answerVideoCall')!.payload).toEqual({ callerId: NOA, accept: true, callId: 'call-9' });
    await flush();
    expect(peer.remoteSet).toEqual(['offer']);
    expect(s.realtime.last('videoSignal')!.payload).toMatchObject({
      recipientId: NOA,
      signal: { type: 'answer', sdp: 'answer-sdp' },
      from: { userId: ME, callId: 'call-9' },
    });
    peer.state('connected');
    s.realtime.server('videoMediaControl', { userId: NOA, type: 'video', muted: true });
    expect(s.view()).toMatchObject({ phase: 'connected', remoteCameraOff: true });
    s.realtime.server('videoHangup', { userId: NOA, callId: 'call-9' });
    expect(s.view()).toMatchObject({ phase: 'ended', text: { key: 'core:calls.remoteEnded' } });
  });

  it('declining answers the server and leaves a note; a call answered on another tab stops ringing here', async () => {
    const s = setup();
    const ring = (callId: string) =>
      s.controller.onWake({
        type: 'incomingCall',
        payload: { callId, userId: NOA, callerId: NOA, callerName: 'Noa', timestamp: 1 },
      });
    ring('c1');
    s.controller.decline();
    expect(s.realtime.last('answerVideoCall')!.payload).toEqual({ callerId: NOA, accept: false, callId: 'c1' });
    expect(s.view().phase).toBe('idle');
    // My own decline: not '{nickname} declined the call', which is the caller's note.
    expect(s.store.get(callNotesAtom).map((n) => n.kind)).toEqual(['youDeclined']);
    ring('c2');
    s.realtime.server('callAnswered', { callId: 'c2', accept: true, userId: ME });
    expect(s.view().phase).toBe('idle');
    expect(s.notify).toHaveBeenCalledWith({ key: 'calls:messages.answeredElsewhere' }, 'info');
  });

  it('the caller giving up while it rings is a missed call', () => {
    const s = setup();
    s.controller.onWake({
      type: 'incomingCall',
      payload: { callId: 'c1', userId: NOA, callerId: NOA, callerName: 'Noa', timestamp: 1 },
    });
    s.realtime.server('videoHangup', { userId: NOA, callId: 'c1' });
    expect(s.view().phase).toBe('idle');
    expect(s.store.get(callNotesAtom).map((n) => n.kind)).toEqual(['missed']);
  });

  it("the server's auto-decline of a FREE member's call says so (decision 0073)", () => {
    const s = setup({ premium: false });
    s.controller.onWake({
      type: 'callError',
      payload: {
        error: 'Free accounts cannot receive video calls. Upgrade to accept.',
        callerId: NOA,
        callerName: 'Noa',
      },
    });
    expect(s.notify).toHaveBeenCalledWith({ key: 'core:permissions.freeCallReceive', params: { name: 'Noa' } }, 'info');
    expect(s.view().phase).toBe('idle');
  });
});

describe('perfect negotiation: the greater id rolls back (docs/product/calls.md "Signalling")', () => {
  it.each([
    ['I have the greater id: I roll back and answer theirs', 'cccccccccccccccccccccccc', ['offer']],
    ['I have the smaller id: I keep mine and ignore theirs', ME, []],
  ])('%s', async (_name, me, applied) => {
    const s = setup({ me });
    const peer = await connectedCall(s);
    // Both sides offer at once.
    peer.onnegotiationneeded?.();
    await flush();
    expect(peer.signalingState).toBe('have-local-offer');
    s.realtime.server('videoSignal', {
      signal: { type: 'offer', sdp: 'theirs' },
      from: { userId: NOA, callId: 'call-1' },
    });
    await flush();
    expect(peer.remoteSet).toEqual(applied);
  });
});

describe('a dropped connection: 3 s grace → ICE restart → full reconnect, attempt n of 3', () => {
  it('escalates, then gives up after the third attempt', async () => {
    const s = setup();
    const first = await connectedCall(s);
    first.state('disconnected');
    s.time.advance(2_999);
    expect(first.restarts).toBe(0);
    s.time.advance(1);
    expect(first.restarts).toBe(1);
    s.time.advance(3_000);
    // A new connection on both sides: the other side is asked to start over.
    expect(s.realtime.last('videoSignal')!.payload).toMatchObject({ signal: { type: 'request-offer' } });
    expect(FakePeer.made).toHaveLength(2);
    expect(first.closed).toBe(true);
    expect(s.view()).toMatchObject({
      phase: 'connecting',
      attempt: 2,
      text: { key: 'core:calls.reconnecting', params: { n: 2 } },
    });
    // Recovered on the second attempt.
    FakePeer.made[1]!.state('connected');
    expect(s.view()).toMatchObject({ phase: 'connected', text: null });
    // A connection that never comes up counts as an attempt after 30 s; after the third the call ends.
    FakePeer.made[1]!.state('failed');
    s.time.advance(6_000);
    expect(s.view()).toMatchObject({ phase: 'connecting', attempt: 3 });
    s.time.advance(30_000);
    expect(s.view()).toMatchObject({ phase: 'error', text: { key: 'core:calls.reconnectFailed' } });
    expect(s.realtime.last('videoHangup')!.payload).toMatchObject({ recipientId: NOA });
    expect(s.store.get(callNotesAtom).map((n) => n.kind)).toEqual(['failed']);
  });
});
