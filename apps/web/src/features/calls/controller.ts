/**
 * One member's video calls (docs/product/calls.md "Calls", "Signalling"; decisions 0024, 0073, 0094, 0141): core's call
 * machine decides the phase, this module does the rest — the member's actions and the socket events of decision
 * 0024; the camera, microphone and peer connection are `connection.ts`'s. Everything the browser gives is a
 * parameter, so a test runs it with fakes.
 */
import {
  CALL_END_AFTER_MESSAGE_MS,
  CALL_INIT_TIMEOUT_MS,
  friendlyCallError,
  type ServerToClientEvents,
} from '@kindred/core';
import { activeCallPartnerAtom, callRequestAtom, type PartnerRef } from '../../lib/bridges';
import { callViewAtom, idleView, type CallText } from './atoms';
import { refusalText, textOf } from './callText';
import { createCallConnection } from './connection';
import { createCallContext, live, type CallDeps } from './context';
import type { WakeEvent } from './listen';

export type { CallDeps } from './context';

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

export type CallController = ReturnType<typeof createCallController>;

export function createCallController(deps: CallDeps) {
  const { store, realtime, me } = deps;
  const ctx = createCallContext(deps);
  const { view, patch, dispatch, timers, later, cancel, note } = ctx;
  const media = createCallConnection(ctx);
  const { prepare, release } = media;
  let closeTimer: unknown = null;

  /** A call that is over stays on screen a moment (docs/product/calls.md: 5 s after the message), then clears. */
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
    media.startMedia(() => realtime.emit('answerVideoCall', { callerId: partnerId, accept: true, callId }));
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

  const { setTrack } = media;
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
      if (view().phase === 'accepted') media.startMedia();
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
      media.receive(p.signal);
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
