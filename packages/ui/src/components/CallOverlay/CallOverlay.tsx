import { CALL_CONTROLS_HIDE_MS } from '@kindred/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { themeClassNames } from '../../theme/themeClasses';
import { ModalParts as RadixDialog } from '../Dialog/Dialog';
import * as styles from './CallOverlay.css';
import { CallControls } from './CallControls';
import { CallPip } from './CallPip';
import { CallStage } from './CallStage';
import { CallTopBar } from './CallTopBar';
import { EndCallConfirm } from './EndCallConfirm';
import type { CallOverlayProps, CallOverlayStatus } from './types';

export { callOverlayStatuses } from './types';
export type { CallOverlayLabels, CallOverlayProps, CallOverlayStatus } from './types';

const live = (status: CallOverlayStatus) => status !== 'ended' && status !== 'error';

/**
 * The full call screen (docs/product/calls.md "Calls"): the partner's video (their photo until it plays, or while their
 * camera is off), mine in a corner, the status ('attempt n of 3' while connecting), connection quality, and mute,
 * camera, full screen and hang up. A modal dialog: focus stays inside, and returns where it was when it closes.
 * The controls fade after 3 s without pointer movement during a live call (and come back on movement or focus).
 * Escape asks before ending a call under way and closes one that is over. Always dark, like every call screen.
 */
export function CallOverlay({
  open,
  status,
  name,
  photoSrc,
  statusText,
  attemptText,
  message,
  duration,
  quality,
  remoteStream,
  localStream,
  localPosterSrc,
  remoteMuted = false,
  remoteCameraOff = false,
  muted = false,
  cameraOff = false,
  labels,
  onToggleMute,
  onToggleCamera,
  onHangUp,
  onClose,
  onMinimise,
  onFullscreenError,
  controlsHideMs = CALL_CONTROLS_HIDE_MS,
  ...dom
}: CallOverlayProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const statusId = useId();
  const confirmId = useId();
  const [idle, setIdle] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const wake = useCallback(() => {
    setIdle(false);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setIdle(true), controlsHideMs);
  }, [controlsHideMs]);

  useEffect(() => {
    if (!open || status !== 'connected') return undefined;
    timer.current = setTimeout(() => setIdle(true), controlsHideMs);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [open, status, controlsHideMs]);

  // The question is only asked about a call under way; the controls only fade during one.
  const asking = confirming && live(status);
  const hidden = idle && open && status === 'connected' && !asking;
  useEffect(() => {
    if (asking) stayRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (!live(status)) closeRef.current?.focus();
  }, [status]);

  useEffect(() => {
    const sync = () => setFullscreen(Boolean(rootRef.current) && document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (!root) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    const request = root.requestFullscreen?.bind(root);
    if (!request) {
      onFullscreenError?.();
      return;
    }
    request().catch(() => onFullscreenError?.());
  };

  const showRemote = Boolean(remoteStream) && !remoteCameraOff && (status === 'connected' || status === 'connecting');
  const ringing = status === 'calling' || status === 'ringing';

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !live(status)) onClose?.();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Content
          ref={rootRef}
          className={`${styles.root} ${themeClassNames.dark}`}
          data-status={status}
          data-controls={hidden ? 'hidden' : 'shown'}
          aria-describedby={statusId}
          data-testid={dom['data-testid']}
          onOpenAutoFocus={(event) => {
            // Where focus goes back to: what had it before the screen first opened — not a call banner's button
            // (reopening from the minimised call), which is gone once the screen is back.
            const before = document.activeElement;
            if (before instanceof HTMLElement && before !== document.body && !before.closest('[data-floating-layer]'))
              returnTo.current = before;
            // The screen itself first, so a screen reader starts at who and how the call is; a call that is over:
            // its Close button.
            event.preventDefault();
            (live(status) ? rootRef.current : closeRef.current)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (!live(status)) onClose?.();
            else setConfirming((c) => !c);
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onPointerMove={status === 'connected' ? wake : undefined}
          onPointerDown={status === 'connected' ? wake : undefined}
          onKeyDown={status === 'connected' ? wake : undefined}
        >
          <CallStage
            name={name}
            photoSrc={photoSrc}
            remoteStream={remoteStream}
            showRemote={showRemote}
            ringing={ringing}
            cameraOffBadge={remoteCameraOff && live(status)}
            labels={labels}
          />
          <CallTopBar
            name={name}
            statusId={statusId}
            statusText={statusText}
            attemptText={attemptText}
            duration={duration}
            message={message}
            quality={quality}
            showQuality={status === 'connected'}
            remoteMutedBadge={remoteMuted && live(status)}
            onMinimise={live(status) ? onMinimise : undefined}
            labels={labels}
          />
          {live(status) ? (
            <CallPip
              localStream={localStream}
              localPosterSrc={localPosterSrc}
              cameraOff={cameraOff}
              label={labels.localVideo}
            />
          ) : null}
          {asking ? (
            <EndCallConfirm
              id={confirmId}
              stayRef={stayRef}
              onStay={() => setConfirming(false)}
              onEnd={() => {
                setConfirming(false);
                onHangUp?.();
              }}
              labels={labels}
            />
          ) : null}
          <CallControls
            live={live(status)}
            muted={muted}
            cameraOff={cameraOff}
            fullscreen={fullscreen}
            labels={labels}
            closeRef={closeRef}
            onToggleMute={onToggleMute}
            onToggleCamera={onToggleCamera}
            onToggleFullscreen={toggleFullscreen}
            onHangUp={onHangUp}
            onClose={onClose}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
CallOverlay.displayName = 'CallOverlay';
