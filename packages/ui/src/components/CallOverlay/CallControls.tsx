import type { Ref } from 'react';
import {
  CameraOffIcon,
  FullscreenExitIcon,
  FullscreenIcon,
  MicIcon,
  MicOffIcon,
  PhoneOffIcon,
} from '../../icons/callIcons';
import { CameraIcon } from '../../icons/icons';
import * as styles from './CallOverlay.css';
import type { CallOverlayLabels } from './types';

/** During a call: mute, camera, full screen and hang up; once it is over: Close. */
export function CallControls({
  live,
  muted,
  cameraOff,
  fullscreen,
  labels,
  closeRef,
  onToggleMute,
  onToggleCamera,
  onToggleFullscreen,
  onHangUp,
  onClose,
}: {
  live: boolean;
  muted: boolean;
  cameraOff: boolean;
  fullscreen: boolean;
  labels: CallOverlayLabels;
  closeRef: Ref<HTMLButtonElement>;
  onToggleMute?: () => void;
  onToggleCamera?: () => void;
  onToggleFullscreen: () => void;
  onHangUp?: () => void;
  onClose?: () => void;
}) {
  return (
    <div className={styles.controls} data-chrome="">
      {live ? (
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
            onClick={onToggleFullscreen}
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
  );
}
