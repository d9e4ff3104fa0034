import { LockIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import * as styles from './LockedPhoto.css';

export const lockedPhotoStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export type LockedPhotoStatus = (typeof lockedPhotoStatuses)[number];

export interface LockedPhotoProps {
  status: LockedPhotoStatus;
  labels: { locked: string; requestAccess: string; requestPending: string; accessDenied: string };
  onRequestAccess?: () => void;
  /** A small tile (thumbnail strip) shows only the lock. */
  compact?: boolean;
  'data-testid'?: string;
}

/** A private photo the viewer may not see yet: blurred, with the request / pending / denied state. */
export function LockedPhoto({ status, labels, onRequestAccess, compact = false, ...dom }: LockedPhotoProps) {
  return (
    <div className={styles.root} data-status={status} data-compact={compact} data-testid={dom['data-testid']}>
      <span className={styles.blur} aria-hidden="true" />
      <span className={styles.lock} aria-hidden="true">
        <LockIcon size={compact ? 'sm' : 'lg'} />
      </span>
      {compact ? null : (
        <div className={styles.text}>
          <p className={styles.title}>{labels.locked}</p>
          {status === 'none' ? (
            <Button size="sm" onClick={onRequestAccess}>
              {labels.requestAccess}
            </Button>
          ) : (
            <p className={styles.state} role="status">
              {status === 'pending' ? labels.requestPending : labels.accessDenied}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
LockedPhoto.displayName = 'LockedPhoto';
