/**
 * The calls layer (its own chunk, loaded when a call starts or rings — decision 0094): the incoming-call banner on
 * any member page, the call screen, and the active-call banner while that screen is minimised. The controller does
 * the calling; this file draws its state with ui's components in the member's language.
 */
import { callEndpoints, type ConnectionQuality } from '@kindred/core';
import { CallBanner, CallOverlay, type CallOverlayStatus } from '@kindred/ui';
import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { call as contractCall } from '../../lib/call';
import { api } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { realtimeAtom } from '../../lib/socketState';
import { toast } from '../../lib/toast';
import { browserStorage } from '../../lib/storage';
import { currentMemberAtom } from '../session/atoms';
import { callViewAtom, type CallText, type CallView } from './atoms';
import { createCallController, type CallController } from './controller';
import { callerPhoto } from './photo';
import type { takeCallEvents } from './listen';

const statusOf = (phase: CallView['phase']): CallOverlayStatus | null => {
  switch (phase) {
    case 'outgoing':
      return 'calling';
    case 'waiting':
      return 'ringing';
    case 'accepted':
    case 'connecting':
      return 'connecting';
    case 'connected':
      return 'connected';
    case 'error':
      return 'error';
    case 'ended':
    case 'declined':
      return 'ended';
    default:
      return null;
  }
};

const clock = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${m}:${s}` : `${m}:${s}`;
};

/** Seconds since the media connected, ticking while it is. */
function useDuration(connectedAt: number | null, running: boolean): string | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return connectedAt !== null && running ? clock(now - connectedAt) : undefined;
}

/** The member's call controller while this layer is mounted (one per member and socket). */
const controllerAtom = atom<CallController | null>(null);

export interface CallLayerProps {
  /**
   * The shell's hand-over of what rang before this chunk ran (listen.ts). A prop, not an import: the shell's chunk
   * holds listen.ts, and importing it here would make that chunk a shared one in every page's preload map.
   */
  takeEvents: typeof takeCallEvents;
}

export default function CallLayer({ takeEvents }: CallLayerProps) {
  const { t } = useTranslation(['calls', 'core']);
  const store = useStore();
  const member = useAtomValue(currentMemberAtom);
  const realtime = useAtomValue(realtimeAtom);
  const call = useAtomValue(callViewAtom);
  const c = useAtomValue(controllerAtom);
  const say = (text: CallText) => t(text.key, { ...text.params });

  const memberId = member?._id;
  // The tier the server derived (premium tiers, or FREE); the server decides every call either way.
  const premium = Boolean(member && member.accountTier !== 'FREE');
  useEffect(() => {
    if (!realtime || !memberId) return undefined;
    const controller = createCallController({
      store,
      realtime,
      me: { id: memberId, premium },
      iceServers: () =>
        contractCall(callEndpoints.iceServers, {}, { noCache: true, toast: false }).then(
          (reply) => reply.data.iceServers,
        ),
      // The caller's photo for the banner (the profile's first photo the member may see, as a thumbnail).
      photoOf: (id) => api<unknown>(`/users/${id}`, { noCache: true, toast: false }).then(callerPhoto, () => null),
      getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
      createPeer: (config) => new RTCPeerConnection(config),
      scheduler: {
        setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
        clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
      },
      storage: browserStorage('localStorage'),
      now: () => Date.now(),
      newId: () => crypto.randomUUID(),
      notify: (text, kind) => void toast({ kind, title: i18n.t(text.key, { ...text.params }) }),
    });
    store.set(controllerAtom, controller);
    const release = takeEvents(controller.onWake);
    return () => {
      release();
      controller.dispose();
      store.set(controllerAtom, null);
    };
  }, [realtime, memberId, premium, store, takeEvents]);

  const status = statusOf(call.phase);
  const duration = useDuration(call.connectedAt, call.phase === 'connected');
  if (!c) return null;

  if (call.phase === 'incoming') {
    return createPortal(
      <CallBanner
        variant="incoming"
        name={call.partnerName}
        photoSrc={call.photoUrl ?? undefined}
        labels={{ title: t('incoming.title'), accept: t('incoming.accept'), decline: t('incoming.decline') }}
        onAccept={() => void c.accept()}
        onDecline={() => c.decline()}
        data-testid="incoming-call"
      />,
      document.body,
    );
  }
  if (!status) return null;

  const quality: ConnectionQuality = call.quality;
  const message = call.text && call.text.key !== 'core:calls.ended' ? say(call.text) : undefined;
  const statusText =
    status === 'error'
      ? t('status.error')
      : call.phase === 'declined'
        ? t('status.declined')
        : t(`status.${status === 'ended' ? 'ended' : status}`);
  const live = status !== 'ended' && status !== 'error';

  return (
    <>
      <CallOverlay
        open={!(call.minimised && live)}
        status={status}
        name={call.partnerName}
        photoSrc={call.photoUrl ?? undefined}
        statusText={statusText}
        attemptText={
          status === 'connecting' && call.attempt > 0 ? t('core:calls.attempt', { n: call.attempt }) : undefined
        }
        message={message}
        duration={duration}
        quality={quality}
        remoteStream={call.remoteStream}
        localStream={call.localStream}
        remoteMuted={call.remoteMuted}
        remoteCameraOff={call.remoteCameraOff}
        muted={call.muted}
        cameraOff={call.cameraOff}
        labels={{
          remoteVideo: t('overlay.remoteVideo', { name: call.partnerName }),
          localVideo: t('overlay.localVideo'),
          mute: t('overlay.mute'),
          unmute: t('overlay.unmute'),
          cameraOff: t('overlay.cameraOff'),
          cameraOn: t('overlay.cameraOn'),
          fullscreen: t('overlay.fullscreen'),
          exitFullscreen: t('overlay.exitFullscreen'),
          hangUp: t('overlay.hangUp'),
          close: t('overlay.close'),
          minimise: t('overlay.minimise'),
          remoteMuted: t('overlay.remoteMuted'),
          remoteCameraOff: t('overlay.remoteCameraOff'),
          confirmTitle: t('overlay.confirmTitle'),
          confirmEnd: t('overlay.confirmEnd'),
          confirmStay: t('overlay.confirmStay'),
          quality: t('quality.label', { quality: t(`quality.${quality}`) }),
        }}
        onToggleMute={() => c.toggleMute()}
        onToggleCamera={() => c.toggleCamera()}
        onHangUp={() => c.hangUp()}
        onClose={() => c.dismiss()}
        onMinimise={() => c.minimise(true)}
        onFullscreenError={() => toast({ kind: 'warning', title: t('messages.fullscreenFailed') })}
        data-testid="call-overlay"
      />
      {call.minimised && live
        ? createPortal(
            <CallBanner
              variant="active"
              name={call.partnerName}
              photoSrc={call.photoUrl ?? undefined}
              detail={[statusText, duration].filter(Boolean).join(' · ')}
              labels={{ title: t('active.title'), returnToCall: t('active.returnToCall'), hangUp: t('overlay.hangUp') }}
              onReturn={() => c.minimise(false)}
              onHangUp={() => c.hangUp()}
              data-testid="active-call"
            />,
            document.body,
          )
        : null}
    </>
  );
}
