import type { ConnectionQuality } from '@kindred/core';
import { MicOffIcon } from '../../icons/callIcons';
import { ChevronDownIcon } from '../../icons/icons';
import { ModalParts as RadixDialog } from '../Dialog/Dialog';
import * as styles from './CallOverlay.css';
import type { CallOverlayLabels } from './types';

const qualityBars: Record<ConnectionQuality, number> = { excellent: 4, good: 3, fair: 2, poor: 1, unknown: 0 };

/** Who and how the call is (the dialog's title and description), the connection's quality, and minimise. */
export function CallTopBar({
  name,
  statusId,
  statusText,
  attemptText,
  duration,
  message,
  quality,
  showQuality,
  remoteMutedBadge,
  onMinimise,
  labels,
}: {
  name: string;
  statusId: string;
  statusText: string;
  attemptText?: string;
  duration?: string;
  message?: string;
  quality?: ConnectionQuality;
  /** The bars show during a connected call. */
  showQuality: boolean;
  /** The partner muted their microphone during a live call. */
  remoteMutedBadge: boolean;
  /** Only while the call is live. */
  onMinimise?: () => void;
  labels: CallOverlayLabels;
}) {
  const bars = quality ? qualityBars[quality] : 0;
  return (
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
        {quality && showQuality && labels.quality ? (
          <span className={styles.quality} data-quality={quality} role="img" aria-label={labels.quality}>
            {[1, 2, 3, 4].map((n) => (
              <span key={n} className={styles.bar} data-on={n <= bars ? 'true' : undefined} />
            ))}
          </span>
        ) : null}
        {remoteMutedBadge ? (
          <span className={styles.badge}>
            <MicOffIcon size="xs" />
            {labels.remoteMuted}
          </span>
        ) : null}
        {onMinimise && labels.minimise ? (
          <button type="button" className={styles.roundSmall} aria-label={labels.minimise} onClick={onMinimise}>
            <ChevronDownIcon size="sm" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
