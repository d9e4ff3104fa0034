/**
 * One member's video calls (spec 002 §4 "Calls", "Signalling"; decisions 0024, 0073, 0094): core's call machine
 * decides the phase, this module does the rest — the socket events of decision 0024, the camera and microphone, and
 * a real RTCPeerConnection with ICE servers from `GET /api/calls/ice-servers`. Negotiation is "perfect
 * negotiation": either side may offer, and on a collision the member with the greater id rolls back (core's
 * `shouldRollbackOffer`). A media disconnect gets core's recovery: 3 s grace, an ICE restart, then a full reconnect
 * (a new connection on both sides, 'attempt n of 3'). Everything the browser gives is a parameter, so a test runs
 * it with fakes.
 */
import {
  CALL_CONNECTION_TIMEOUT_MS,
  CALL_END_AFTER_MESSAGE_MS,
  CALL_INIT_TIMEOUT_MS,
  CALL_STATS_INTERVAL_MS,
  callTransition,
  connectionQuality,
  createDisconnectRecovery,
  callMessages,
  friendlyCallError,
  friendlyCallMessages,
  packetLossPercent,
  permissionMessages,
  shouldRollbackOffer,
  type CallEvent,
  type Scheduler,
  type ServerToClientEvents,
  type VideoSignal,
} from '@kindred/core';
import type { createStore } from 'jotai';
import {
  activeCallPartnerAtom,
  callNotesAtom,
  callRequestAtom,
  type CallNote,
  type PartnerRef,
} from '../../lib/bridges';
import type { Realtime } from '../../lib/socket';
import { callViewAtom, idleView, type CallText, type CallView } from './atoms';
import type { WakeEvent } from './listen';

type Store = ReturnType<typeof createStore>;
type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

export interface CallDeps {
  store: Store;
  realtime: Pick<Realtime, 'on' | 'emit' | 'socket'>;
  me: { id: string; premium: boolean };
  iceServers: () => Promise<RTCIceServer[]>;
  /** A member's photo URL for the incoming call (null when none or on failure). */
  photoOf: (memberId: string) => Promise<string | null>;
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createPeer: (config: RTCConfiguration) => RTCPeerConnection;
  scheduler: Scheduler;
  now: () => number;
  newId: () => string;
  /** A short notice for the member (a catalogue key: the layer translates it). */
  notify: (text: CallText, kind: 'info' | 'warning' | 'error') => void;
}

/** Spec 002 §9: ideal 640×480, at most 1280×720, 24 fps ideal (30 max); echo cancellation, noise suppression, AGC. */
export const mediaConstraints: MediaStreamConstraints = {
  video: {
    width: { ideal: 640, max: 1280 },
    height: { ideal: 480, max: 720 },
    frameRate: { ideal: 24, max: 30 },
  },
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};

const live = (v: CallView) =>
  v.phase !== 'idle' && v.phase !== 'ended' && v.phase !== 'declined' && v.phase !== 'error';
/**
 * Core's English call messages as catalogue keys (core's `calls` and `permissions` sections): the screen shows them
 * in the member's language. The two with values (declined, reconnecting) are keyed where they arise.
 */
const textOf = (message: string | null): CallText | null => {
  if (!message) return null;
  for (const [key, value] of Object.entries(callMessages)) if (value === message) return { key: `core:calls.${key}` };
  for (const [key, value] of Object.entries(friendlyCallMessages))
    if (value === message) return { key: `core:calls.friendly.${key}` };
  if (message === permissionMessages.freeCallPlace) return { key: 'core:permissions.freeCallPlace' };
  return { key: 'calls:messages.couldNotStart' };
};

/** A refusal from the socket layer: its catalogue key when it has one, else core's lookup of its English. */
const refusalText = (reply: { error?: unknown; messageKey?: unknown; messageParams?: unknown }): CallText => {
  if (typeof reply.messageKey === 'string') {
    return { key: reply.messageKey, params: (reply.messageParams as Record<string, unknown> | undefined) ?? {} };
  }
  return textOf(typeof reply.error === 'string' ? reply.error : null) ?? { key: 'calls:messages.couldNotStart' };
};

export type CallController = ReturnType<typeof createCallController>;

export function createCallController(deps: CallDeps) {
  const { store, realtime, me, scheduler } = deps;
  const view = () => store.get(callViewAtom);
  const patch = (next: Partial<CallView>) => store.set(callViewAtom, (v) => ({ ...v, ...next }));
  const dispatch = (event: CallEvent, text?: CallText | null) =>
    store.set(callViewAtom, (v) => {
      const state = callTransition(v, event);
      if (state === v) return v;
      let message = state.message !== v.message || event.type === 'start' ? textOf(state.message) : v.text;
      if (state.phase === 'declined') message = { key: 'core:calls.declined', params: { nickname: state.partnerName } };
      if (event.type === 'mediaFailed' && state.phase === 'connecting')
        message = { key: 'core:calls.reconnecting', params: { n: state.attempt } };
      return { ...v, ...state, text: text === undefined ? message : text };
    });

  let pc: RTCPeerConnection | null = null;
  let local: MediaStream | null = null;
  let iceServers: RTCIceServer[] = [];
  let makingOffer = false;
  let ignoreOffer = false;
  /** Signals of this call heard before the connection existed (the callee answering, a quick offer). */
  let early: VideoSignal[] = [];
  let chain: Promise<void> = Promise.resolve();
  const timers = new Set<unknown>();
  const later = (ms: number, run: () => void) => {
    const handle = scheduler.setTimeout(() => {
      timers.delete(handle);
      run();
    }, ms);
    timers.add(handle);
    return handle;
  };
  const cancel = (handle: unknown) => {
    if (handle === null || handle === undefined) return;
    scheduler.clearTimeout(handle);
    timers.delete(handle);
  };
  let connectTimer: unknown = null;
  let statsTimer: unknown = null;
  let closeTimer: unknown = null;

  const polite = () => {
    const partner = view().partnerId;
    return partner ? shouldRollbackOffer(me.id, partner) : false;
  };

  const signal = (s: VideoSignal) => {
    const v = view();
    if (!v.partnerId || !v.callId) return;
    realtime.emit('videoSignal', { recipientId: v.partnerId, signal: s, from: { userId: me.id, callId: v.callId } });
  };

  const note = (kind: CallNote['kind']) => {
    const partnerId = view().partnerId;
    if (!partnerId) return;
    store.set(callNotesAtom, (notes) => [...notes, { id: deps.newId(), partnerId, kind, at: deps.now() }]);
  };

  const recovery = createDisconnectRecovery({
    scheduler,
    iceRestart: () => pc?.restartIce(),
    reconnect: () => reconnect(),
  });

  const stopStats = () => {
    cancel(statsTimer);
    statsTimer = null;
  };
  const readStats = async () => {
    if (!pc) return;
    let rtt: number | undefined;
    let lost = 0;
    let received = 0;
    let jitter: number | undefined;
    const report = await pc.getStats();
    report.forEach((s: Record<string, unknown>) => {
      if (s.type === 'candidate-pair' && s.nominated && typeof s.currentRoundTripTime === 'number')
        rtt = s.currentRoundTripTime;
      if (s.type === 'inbound-rtp' && s.kind === 'video') {
        lost += Number(s.packetsLost ?? 0);
        received += Number(s.packetsReceived ?? 0);
        if (typeof s.jitter === 'number') jitter = s.jitter;
      }
    });
    patch({
      quality: connectionQuality({
        rttSeconds: rtt,
        packetLossPercent: received + lost > 0 ? packetLossPercent(lost, received) : undefined,
        jitterSeconds: jitter,
      }),
    });
  };
  const startStats = () => {
    if (statsTimer !== null) return;
    const tick = () => {
      void readStats().catch(() => undefined);
      statsTimer = later(CALL_STATS_INTERVAL_MS, tick);
    };
    tick();
  };

  const closePeer = () => {
    if (!pc) return;
    pc.ontrack = null;
    pc.onicecandidate = null;
    pc.onnegotiationneeded = null;
    pc.onconnectionstatechange = null;
    pc.close();
    pc = null;
    makingOffer = false;
    ignoreOffer = false;
  };

  /** Ends everything this tab holds for the call (media, connection, timers); the phase is left as it is. */
  const release = () => {
    closePeer();
    recovery.dispose();
    for (const track of local?.getTracks() ?? []) track.stop();
    local = null;
    early = [];
    stopStats();
    cancel(connectTimer);
    connectTimer = null;
    patch({ localStream: null, remoteStream: null });
    if (typeof document !== 'undefined' && document.fullscreenElement) void document.exitFullscreen().catch(() => 0);
  };

  /** A call that is over stays on screen a moment (spec 002 §9: 5 s after the message), then clears. */
  const closeLater = () => {
    cancel(closeTimer);
    closeTimer = later(CALL_END_AFTER_MESSAGE_MS, () => {
      closeTimer = null;
      const v = view();
      if (v.phase === 'ended' || v.phase === 'declined') reset();
    });
  };

  const reset = () => {
    cancel(closeTimer);
    closeTimer = null;
    release();
    store.set(callViewAtom, idleView);
  };

  const fail = (text: CallText) => {
    dispatch({ type: 'failure', message: '' }, text);
    release();
    note('failed');
  };

  /** Camera and microphone; without the camera audio only, without the microphone muted (spec 002 §8). */
  const openMedia = async (): Promise<MediaStream> => {
    try {
      return await deps.getUserMedia(mediaConstraints);
    } catch (both) {
      try {
        const audio = await deps.getUserMedia({ audio: mediaConstraints.audio, video: false });
        deps.notify({ key: 'calls:messages.cameraFailed' }, 'warning');
        patch({ cameraOff: true });
        return audio;
      } catch {
        try {
          const video = await deps.getUserMedia({ video: mediaConstraints.video, audio: false });
          deps.notify({ key: 'calls:messages.micFailed' }, 'warning');
          patch({ muted: true });
          return video;
        } catch {
          throw both;
        }
      }
    }
  };

  const prepare = async () => {
    const [stream, servers] = await Promise.all([openMedia(), deps.iceServers()]);
    local = stream;
    iceServers = servers;
    patch({ localStream: stream });
  };

  const onConnectionState = () => {
    if (!pc) return;
    const state = pc.connectionState;
    if (state === 'connected') {
      recovery.connected();
      cancel(connectTimer);
      connectTimer = null;
      dispatch({ type: 'mediaConnected' });
      if (view().connectedAt === null) patch({ connectedAt: deps.now() });
      startStats();
    } else if (state === 'disconnected' || state === 'failed') {
      recovery.disconnected();
    }
  };

  const createPeer = () => {
    closePeer();
    const peer = deps.createPeer({ iceServers, iceCandidatePoolSize: 10 });
    pc = peer;
    const remote = new MediaStream();
    patch({ remoteStream: null });
    peer.ontrack = ({ track, streams }) => {
      if (pc !== peer) return;
      const stream = streams[0] ?? remote;
      if (!streams[0]) remote.addTrack(track);
      patch({ remoteStream: stream });
    };
    peer.onicecandidate = ({ candidate }) => {
      if (pc !== peer || !candidate) return;
      const { sdpMid, sdpMLineIndex } = candidate;
      signal({ type: 'ice-candidate', candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex } });
    };
    peer.onnegotiationneeded = async () => {
      try {
        makingOffer = true;
        await peer.setLocalDescription();
        if (pc === peer && peer.localDescription) signal({ type: 'offer', sdp: peer.localDescription.sdp });
      } catch {
        // A collision resolved by the other side's offer; nothing to send.
      } finally {
        makingOffer = false;
      }
    };
    peer.onconnectionstatechange = onConnectionState;
    for (const track of local?.getTracks() ?? []) if (local) peer.addTrack(track, local);
    return peer;
  };

  const watchConnecting = () => {
    cancel(connectTimer);
    connectTimer = later(CALL_CONNECTION_TIMEOUT_MS, () => {
      connectTimer = null;
      if (pc?.connectionState !== 'connected') reconnect();
    });
  };

  /** Media under way: a connection with my tracks, then whatever the other side sent before it existed. */
  const startMedia = () => {
    createPeer();
    dispatch({ type: 'mediaConnecting' });
    watchConnecting();
    const queued = early;
    early = [];
    for (const s of queued) onSignal(s);
  };

  /** A full reconnect ('attempt n of 3'): a new connection on both sides; the last failure ends the call. */
  const reconnect = () => {
    dispatch({ type: 'mediaFailed' });
    const v = view();
    if (v.phase === 'error') {
      const { partnerId, callId } = v;
      if (partnerId) realtime.emit('videoHangup', { recipientId: partnerId, callId: callId ?? undefined });
      release();
      note('failed');
      return;
    }
    // Core has moved to the next attempt ('Connection lost. Attempting to reconnect (n/3)...'), still connecting.
    recovery.connected();
    signal({ type: 'request-offer' });
    createPeer();
    watchConnecting();
  };

  const handleSignal = async (s: VideoSignal) => {
    const peer = pc;
    if (!peer) return;
    if (s.type === 'offer' || s.type === 'answer') {
      const collision = s.type === 'offer' && (makingOffer || peer.signalingState !== 'stable');
      ignoreOffer = !polite() && collision;
      if (ignoreOffer) return;
      await peer.setRemoteDescription({ type: s.type, sdp: s.sdp ?? '' });
      if (s.type === 'offer') {
        await peer.setLocalDescription();
        if (pc === peer && peer.localDescription) signal({ type: 'answer', sdp: peer.localDescription.sdp });
      }
    } else if (s.type === 'ice-candidate') {
      if (!s.candidate) return;
      try {
        await peer.addIceCandidate(s.candidate);
      } catch (error) {
        if (!ignoreOffer) throw error;
      }
    } else if (s.type === 'request-offer') {
      // The other side started over: so do I, unless this connection is new already (both started over at once).
      if (peer.remoteDescription) {
        createPeer();
        watchConnecting();
      }
    }
  };

  const onSignal = (s: VideoSignal) => {
    chain = chain
      .then(() => handleSignal(s))
      .catch(() => {
        // A failed step of negotiation: the recovery (grace, ICE restart, reconnect) takes it from here.
        recovery.disconnected();
      });
  };

  // —— the member's actions ——

  const start = async (partner: PartnerRef) => {
    // Already in a call: core's 'Cannot start call: Invalid state.'; the call under way goes on.
    if (live(view())) {
      deps.notify({ key: 'core:calls.invalidState' }, 'warning');
      return;
    }
    cancel(closeTimer);
    release();
    const socketConnected = Boolean(realtime.socket?.connected);
    const callId = deps.newId();
    dispatch({
      type: 'start',
      callId,
      partnerId: partner.id,
      partnerName: partner.nickname,
      myTier: me.premium ? 'PAID' : 'FREE',
      partnerOnline: true,
      socketConnected,
    });
    patch({ photoUrl: partner.photoUrl, minimised: false });
    if (view().phase !== 'outgoing') return;
    try {
      await prepare();
    } catch (error) {
      if (view().callId === callId) fail(textOf(friendlyCallError(error)) ?? { key: 'calls:messages.couldNotStart' });
      return;
    }
    if (view().callId !== callId || view().phase !== 'outgoing') return;
    const timeout = later(CALL_INIT_TIMEOUT_MS, () => {
      if (view().callId === callId && view().phase === 'outgoing') fail({ key: 'calls:messages.couldNotStart' });
    });
    const sent = realtime.emit('initiateVideoCall', { recipientId: partner.id }, (reply) => {
      cancel(timeout);
      if (view().callId !== callId) return;
      if (!reply.success) {
        fail(refusalText(reply));
        return;
      }
      // The server names the call; its events carry that id from now on.
      patch({ callId: reply.data.callId });
      dispatch({ type: 'initiated' });
    });
    if (!sent) {
      cancel(timeout);
      fail({ key: 'calls:messages.connectionIssue' });
    }
  };

  const accept = async () => {
    const v = view();
    if (v.phase !== 'incoming' || !v.callId || !v.partnerId) return;
    const { callId, partnerId } = v;
    dispatch({ type: 'accept' });
    patch({ minimised: false });
    try {
      await prepare();
    } catch (error) {
      if (view().callId !== callId) return;
      realtime.emit('answerVideoCall', { callerId: partnerId, accept: false, callId });
      fail(textOf(friendlyCallError(error)) ?? { key: 'calls:messages.couldNotStart' });
      return;
    }
    if (view().callId !== callId || view().phase !== 'accepted') return;
    // The connection exists before the caller hears the answer, so the caller's first offer finds it.
    createPeer();
    realtime.emit('answerVideoCall', { callerId: partnerId, accept: true, callId });
    dispatch({ type: 'mediaConnecting' });
    watchConnecting();
    const queued = early;
    early = [];
    for (const s of queued) onSignal(s);
  };

  const decline = () => {
    const v = view();
    if (v.phase !== 'incoming' || !v.callId || !v.partnerId) return;
    realtime.emit('answerVideoCall', { callerId: v.partnerId, accept: false, callId: v.callId });
    note('youDeclined');
    reset();
  };

  const hangUp = () => {
    const v = view();
    if (!live(v) || !v.partnerId) return;
    realtime.emit('videoHangup', { recipientId: v.partnerId, callId: v.callId ?? undefined });
    dispatch({ type: 'hangup' });
    release();
    note('ended');
    closeLater();
  };

  const setTrack = (kind: 'audio' | 'video', off: boolean) => {
    for (const track of local?.getTracks() ?? []) if (track.kind === kind) track.enabled = !off;
    const partnerId = view().partnerId;
    if (partnerId) realtime.emit('videoMediaControl', { recipientId: partnerId, type: kind, muted: off });
  };
  const toggleMute = () => {
    const muted = !view().muted;
    setTrack('audio', muted);
    patch({ muted });
  };
  const toggleCamera = () => {
    const cameraOff = !view().cameraOff;
    setTrack('video', cameraOff);
    patch({ cameraOff });
  };

  // —— what the server says ——

  const incoming = (p: Payload<'incomingCall'>) => {
    const callerId = p.callerId ?? p.userId;
    if (!callerId || !p.callId) return;
    dispatch({
      type: 'incoming',
      callId: p.callId,
      callerId,
      callerName: p.callerName ?? '',
      myTier: me.premium ? 'PAID' : 'FREE',
    });
    if (view().phase !== 'incoming' || view().callId !== p.callId) return;
    patch({ photoUrl: null, minimised: false });
    void deps.photoOf(callerId).then((url) => {
      if (view().callId === p.callId) patch({ photoUrl: url });
    });
  };

  const onWake = (event: WakeEvent) => {
    if (event.type === 'incomingCall') incoming(event.payload);
    // The server declined a call to this FREE member (decision 0073): say so, with who called.
    else
      deps.notify(
        { key: 'core:permissions.freeCallReceive', params: { name: event.payload.callerName ?? '' } },
        'info',
      );
  };

  const ours = (callId: string | undefined) => Boolean(callId) && callId === view().callId;

  const stops = [
    realtime.on('callAccepted', (p) => {
      if (!ours(p?.callId) || view().direction !== 'outgoing') return;
      dispatch({ type: 'remoteAccepted' });
      if (view().phase === 'accepted') startMedia();
    }),
    realtime.on('callDeclined', (p) => {
      if (!ours(p?.callId)) return;
      dispatch({ type: 'remoteDeclined' });
      if (view().phase !== 'declined') return;
      release();
      note('declined');
      closeLater();
    }),
    realtime.on('callAnswered', (p) => {
      // Answered (or declined) on another of my tabs: this one stops ringing.
      if (!ours(p?.callId) || p.userId !== me.id || view().phase !== 'incoming') return;
      if (p.accept) deps.notify({ key: 'calls:messages.answeredElsewhere' }, 'info');
      reset();
    }),
    realtime.on('callError', (p) => {
      if (p?.callerId) return;
      const v = view();
      if (p?.code === 'NO_ANSWER' && ours(p.callId)) {
        dispatch({ type: 'unanswered' });
        release();
        note('missed');
        closeLater();
      } else if (v.direction === 'incoming' && v.phase === 'accepted') {
        // Answering was refused (answered elsewhere, hung up meanwhile, the tier changed).
        fail(refusalText(p ?? {}));
      }
    }),
    realtime.on('videoHangup', (p) => {
      const v = view();
      if (!live(v) || (p?.callId ? !ours(p.callId) : p?.userId !== v.partnerId)) return;
      if (v.phase === 'incoming') {
        // The caller gave up while it rang here: a missed call.
        note('missed');
        deps.notify({ key: 'calls:messages.missed', params: { name: v.partnerName } }, 'info');
        reset();
        return;
      }
      dispatch({ type: 'remoteHangup' });
      release();
      note('ended');
      closeLater();
    }),
    realtime.on('videoSignal', (p) => {
      const v = view();
      if (!p?.signal || !live(v) || !ours(p.from?.callId) || p.from.userId !== v.partnerId) return;
      if (pc) onSignal(p.signal);
      else early.push(p.signal);
    }),
    realtime.on('videoMediaControl', (p) => {
      const v = view();
      if (!live(v) || p?.userId !== v.partnerId) return;
      if (p.type === 'audio') patch({ remoteMuted: p.muted });
      else patch({ remoteCameraOff: p.muted });
    }),
  ];

  // Who is in a call, for the screens that show it (lib/bridges.ts).
  stops.push(
    store.sub(callViewAtom, () => {
      const v = view();
      const partner = live(v) ? v.partnerId : null;
      if (store.get(activeCallPartnerAtom) !== partner) store.set(activeCallPartnerAtom, partner);
    }),
  );

  // The chat's call button (lib/bridges.ts): read and cleared here.
  const takeRequest = () => {
    const partner = store.get(callRequestAtom);
    if (!partner) return;
    store.set(callRequestAtom, null);
    void start(partner);
  };
  stops.push(store.sub(callRequestAtom, takeRequest));
  takeRequest();

  return {
    start,
    accept,
    decline,
    hangUp,
    toggleMute,
    toggleCamera,
    onWake,
    /** Closes the screen of a call that is over. */
    dismiss: () => {
      if (!live(view())) reset();
    },
    minimise: (minimised: boolean) => patch({ minimised }),
    dispose() {
      hangUp();
      for (const stop of stops) stop();
      cancel(closeTimer);
      for (const handle of [...timers]) cancel(handle);
      release();
      store.set(callViewAtom, idleView);
      store.set(activeCallPartnerAtom, null);
    },
  };
}
