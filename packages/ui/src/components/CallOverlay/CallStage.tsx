import { CameraOffIcon } from '../../icons/callIcons';
import { Avatar } from '../Avatar/Avatar';
import * as styles from './CallOverlay.css';
import { StreamVideo } from './StreamVideo';
import type { CallOverlayLabels } from './types';

/** The partner's video, or their photo until it plays (ringing, connecting, camera off). */
export function CallStage({
  name,
  photoSrc,
  remoteStream,
  showRemote,
  ringing,
  cameraOffBadge,
  labels,
}: {
  name: string;
  photoSrc?: string;
  remoteStream?: MediaStream | null;
  showRemote: boolean;
  ringing: boolean;
  /** The partner turned their camera off during a live call. */
  cameraOffBadge: boolean;
  labels: CallOverlayLabels;
}) {
  return (
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
          {cameraOffBadge ? (
            <span className={styles.badge}>
              <CameraOffIcon size="xs" />
              {labels.remoteCameraOff}
            </span>
          ) : null}
        </div>
      )}
    </div>
  );
}
