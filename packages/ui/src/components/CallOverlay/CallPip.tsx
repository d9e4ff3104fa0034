import { CameraOffIcon } from '../../icons/callIcons';
import * as styles from './CallOverlay.css';
import { StreamVideo } from './StreamVideo';

/** My own picture in a corner: my camera, a still in its place (stories), or camera off. */
export function CallPip({
  localStream,
  localPosterSrc,
  cameraOff,
  label,
}: {
  localStream?: MediaStream | null;
  localPosterSrc?: string;
  cameraOff: boolean;
  label: string;
}) {
  return (
    <div className={styles.pip} data-chrome-pip="">
      {localStream && !cameraOff ? (
        <StreamVideo stream={localStream} local label={label} className={styles.localVideo} testId="call-local-video" />
      ) : localPosterSrc && !cameraOff ? (
        <img className={styles.localVideo} src={localPosterSrc} alt={label} />
      ) : (
        <span className={styles.pipOff} role="img" aria-label={label}>
          <CameraOffIcon size="md" />
        </span>
      )}
    </div>
  );
}
