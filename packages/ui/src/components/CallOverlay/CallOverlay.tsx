import { CALL_CONTROLS_HIDE_MS, type ConnectionQuality } from '@kindred/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  CameraOffIcon,
  FullscreenExitIcon,
  FullscreenIcon,
  MicIcon,
  MicOffIcon,
  PhoneOffIcon,
} from '../../icons/callIcons';
import { CameraIcon, ChevronDownIcon } from '../../icons/icons';
import { themeClassNames } from '../../theme/themeClasses';
import { Avatar } from '../Avatar/Avatar';
import { ModalParts as RadixDialog } from '../Dialog/Dialog';
import * as styles from './CallOverlay.css';

/** What the call screen shows (core's call phases, folded): ringing out, connecting (attempt n of 3), live, over. */
export const callOverlayStatuses = ['calling', 'ringing', 'connecting', 'connected', 'error', 'ended'] as const;
export type CallOverlayStatus = (typeof callOverlayStatuses)[number];

export interface CallOverlayLabels {
  remoteVideo: string;
  localVideo: string;
  mute: string;
  unmute: string;
  cameraOff: string;
  cameraOn: string;
  fullscreen: string;
  exitFullscreen: string;
  hangUp: string;
  close: string;
  /** Without it there is no minimise button. */
  minimise?: string;
  remoteMuted: string;
  remoteCameraOff: string;
  confirmTitle: string;
  confirmEnd: string;
  confirmStay: string;
  /** "Connection: good" — read with the quality bars. */
  quality?: string;
}

export interface CallOverlayProps {
  open: boolean;
  status: CallOverlayStatus;
  /** The other member's nickname (user text). */
  name: string;
  photoSrc?: string;
  /** "Ringing…", "Connected", or the failure's sentence. */
  statusText: string;
  /** "attempt 2 of 3" while connecting. */
  attemptText?: string;
  /** A second line: "Connection lost. Attempting to reconnect (2/3)...", "The other user has ended the call.". */
  message?: string;
  /** "04:12" once connected. */
  duration?: string;
  quality?: ConnectionQuality;
  /** The streams (a story can leave them out: the partner's photo and `localPosterSrc` stand in). */
  remoteStream?: MediaStream | null;
  localStream?: MediaStream | null;
  localPosterSrc?: string;
  remoteMuted?: boolean;
  remoteCameraOff?: boolean;
  muted?: boolean;
  cameraOff?: boolean;
  labels: CallOverlayLabels;
  onToggleMute?: () => void;
  onToggleCamera?: () => void;
  onHangUp?: () => void;
  /** Closes the screen of a call that is over (ended or failed). */
  onClose?: () => void;
  onMinimise?: () => void;
  /** Full screen was refused by the browser ('Could not enter fullscreen'). */
  onFullscreenError?: () => void;
  /** How long the controls stay after the pointer last moved (spec 002 §4: 3 s). */
  controlsHideMs?: number;
  'data-testid'?: string;
}

const live = (status: CallOverlayStatus) => status !== 'ended' && status !== 'error';

function StreamVideo({
  stream,
  local,
  label,
  className,
  testId,
}: {
  stream: MediaStream;
  local: boolean;
  label: string;
  className: string;
  testId: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    // A browser that refuses sound without a gesture still plays the picture.
    video.play().catch(() => {
      if (video.muted) return;
      video.muted = true;
      video.play().catch(() => undefined);
    });
  }, [stream]);
  return (
    // A live call has no caption track to offer.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      className={className}
      data-local={local ? 'true' : undefined}
      autoPlay
      playsInline
      muted={local}
      aria-label={label}
      data-testid={testId}
    />
  );
}

const qualityBars: Record<ConnectionQuality, number> = { excellent: 4, good: 3, fair: 2, poor: 1, unknown: 0 };

/**
 * The full call screen (spec 002 §4 "Calls"): the partner's video (their photo until it plays, or while their
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
  const bars = quality ? qualityBars[quality] : 0;

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
          <div className={styles.stage} aria-hidden={showRemote ? undefined : true}>
            {photoSrc ? <img className={styles.backdrop} src={photoSrc} alt="" /> : null}
            {showRemote && remoteStream ? (
              <StreamVideo
                stream={remoteStream}
                local={false}
                label={labels.remoteVideo}
                className={styles.remoteVideo}
                testId="call-remote-video"
              />
            ) : (
              <div className={styles.poster} data-ringing={ringing ? 'true' : undefined}>
                <span className={styles.posterAvatar}>
                  <Avatar name={name} src={photoSrc} size="xl" decorative />
                </span>
                {remoteCameraOff && live(status) ? (
                  <span className={styles.badge}>
                    <CameraOffIcon size="xs" />
                    {labels.remoteCameraOff}
                  </span>
                ) : null}
              </div>
            )}
          </div>

          <div className={styles.top} data-chrome="">
            <div className={styles.heading}>
              <RadixDialog.Title className={styles.name} dir="auto">
                {name}
              </RadixDialog.Title>
              <p className={styles.status} id={statusId} role="status" aria-live="polite">
                <span>{statusText}</span>
                {attemptText ? <span className={styles.attempt}>{attemptText}</span> : null}
                {duration ? <span className={styles.duration}>{duration}</span> : null}
              </p>
              {message ? <p className={styles.message}>{message}</p> : null}
            </div>
            <div className={styles.topEnd}>
              {quality && status === 'connected' && labels.quality ? (
                <span className={styles.quality} data-quality={quality} role="img" aria-label={labels.quality}>
                  {[1, 2, 3, 4].map((n) => (
                    <span key={n} className={styles.bar} data-on={n <= bars ? 'true' : undefined} />
                  ))}
                </span>
              ) : null}
              {remoteMuted && live(status) ? (
                <span className={styles.badge}>
                  <MicOffIcon size="xs" />
                  {labels.remoteMuted}
                </span>
              ) : null}
              {onMinimise && labels.minimise && live(status) ? (
                <button type="button" className={styles.roundSmall} aria-label={labels.minimise} onClick={onMinimise}>
                  <ChevronDownIcon size="sm" />
                </button>
              ) : null}
            </div>
          </div>

          {live(status) ? (
            <div className={styles.pip} data-chrome-pip="">
              {localStream && !cameraOff ? (
                <StreamVideo
                  stream={localStream}
                  local
                  label={labels.localVideo}
                  className={styles.localVideo}
                  testId="call-local-video"
                />
              ) : localPosterSrc && !cameraOff ? (
                <img className={styles.localVideo} src={localPosterSrc} alt={labels.localVideo} />
              ) : (
                <span className={styles.pipOff} role="img" aria-label={labels.localVideo}>
                  <CameraOffIcon size="md" />
                </span>
              )}
            </div>
          ) : null}

          {asking ? (
            <div className={styles.confirm} role="group" aria-labelledby={confirmId}>
              <p className={styles.confirmTitle} id={confirmId}>
                {labels.confirmTitle}
              </p>
              <div className={styles.confirmActions}>
                <button ref={stayRef} type="button" className={styles.pill} onClick={() => setConfirming(false)}>
                  {labels.confirmStay}
                </button>
                <button
                  type="button"
                  className={styles.pill}
                  data-tone="critical"
                  onClick={() => {
                    setConfirming(false);
                    onHangUp?.();
                  }}
                >
                  {labels.confirmEnd}
                </button>
              </div>
            </div>
          ) : null}

          <div className={styles.controls} data-chrome="">
            {live(status) ? (
              <>
                <button
                  type="button"
                  className={styles.round}
                  data-off={muted ? 'true' : undefined}
                  aria-label={muted ? labels.unmute : labels.mute}
                  onClick={onToggleMute}
                >
                  {muted ? <MicOffIcon /> : <MicIcon />}
                </button>
                <button
                  type="button"
                  className={styles.round}
                  data-off={cameraOff ? 'true' : undefined}
                  aria-label={cameraOff ? labels.cameraOn : labels.cameraOff}
                  onClick={onToggleCamera}
                >
                  {cameraOff ? <CameraOffIcon /> : <CameraIcon />}
                </button>
                <button
                  type="button"
                  className={styles.round}
                  aria-label={fullscreen ? labels.exitFullscreen : labels.fullscreen}
                  onClick={toggleFullscreen}
                >
                  {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
                </button>
                <button
                  type="button"
                  className={styles.round}
                  data-tone="critical"
                  aria-label={labels.hangUp}
                  onClick={onHangUp}
                >
                  <PhoneOffIcon />
                </button>
              </>
            ) : (
              <button ref={closeRef} type="button" className={styles.pill} onClick={onClose}>
                {labels.close}
              </button>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
CallOverlay.displayName = 'CallOverlay';
