/**
 * The media side of a call (decisions 0024, 0094): my camera and microphone, and a real RTCPeerConnection with ICE
 * servers from `GET /api/calls/ice-servers`. Negotiation is "perfect negotiation": either side may offer, and on a
 * collision the member with the greater id rolls back (core's `shouldRollbackOffer`). A media disconnect gets core's
 * recovery: 3 s grace, an ICE restart, then a full reconnect (a new connection on both sides, 'attempt n of 3').
 */
import {
  CALL_CONNECTION_TIMEOUT_MS,
  createDisconnectRecovery,
  shouldRollbackOffer,
  type VideoSignal,
} from '@kindred/core';
import type { CallContext } from './context';
import { openMedia } from './media';
import { createCallStats } from './stats';

export type CallConnection = ReturnType<typeof createCallConnection>;

export function createCallConnection(ctx: CallContext) {
  const { deps, view, patch, dispatch, later, cancel, note } = ctx;
  const { realtime, me, scheduler } = deps;

  let pc: RTCPeerConnection | null = null;
  let local: MediaStream | null = null;
  let iceServers: RTCIceServer[] = [];
  let makingOffer = false;
  let ignoreOffer = false;
  /** Signals of this call heard before the connection existed (the callee answering, a quick offer). */
  let early: VideoSignal[] = [];
  let chain: Promise<void> = Promise.resolve();
  let connectTimer: unknown = null;

  const polite = () => {
    const partner = view().partnerId;
    return partner ? shouldRollbackOffer(me.id, partner) : false;
  };

  const signal = (s: VideoSignal) => {
    const v = view();
    if (!v.partnerId || !v.callId) return;
    realtime.emit('videoSignal', { recipientId: v.partnerId, signal: s, from: { userId: me.id, callId: v.callId } });
  };

  const recovery = createDisconnectRecovery({
    scheduler,
    iceRestart: () => pc?.restartIce(),
    reconnect: () => reconnect(),
  });

  const stats = createCallStats(ctx, () => pc);

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
    stats.stop();
    cancel(connectTimer);
    connectTimer = null;
    patch({ localStream: null, remoteStream: null });
    if (typeof document !== 'undefined' && document.fullscreenElement) void document.exitFullscreen().catch(() => 0);
  };

  const prepare = async () => {
    const [stream, servers] = await Promise.all([openMedia(ctx), deps.iceServers()]);
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
      stats.start();
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

  /**
   * Media under way: a connection with my tracks, then whatever the other side sent before it existed.
   * `created` runs once the connection exists and before the phase moves on (the callee's answer goes out there).
   */
  const startMedia = (created?: () => void) => {
    createPeer();
    created?.();
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

  return {
    prepare,
    release,
    startMedia,
    /** A signal of this call: handled in order, or kept until the connection exists. */
    receive(s: VideoSignal) {
      if (pc) onSignal(s);
      else early.push(s);
    },
    /** Turns my microphone or camera off or on, and tells the other side. */
    setTrack(kind: 'audio' | 'video', off: boolean) {
      for (const track of local?.getTracks() ?? []) if (track.kind === kind) track.enabled = !off;
      const partnerId = view().partnerId;
      if (partnerId) realtime.emit('videoMediaControl', { recipientId: partnerId, type: kind, muted: off });
    },
  };
}
