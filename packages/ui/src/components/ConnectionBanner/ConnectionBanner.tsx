import { InfoIcon, SuccessIcon, WarningIcon } from '../../icons/icons';
import { InlineSpinner } from '../private/InlineSpinner';
import * as styles from './ConnectionBanner.css';

/** online: nothing shown; offline: no network; reconnecting: live updates coming back; restored: back online. */
export const connectionStatuses = ['online', 'offline', 'reconnecting', 'restored', 'realtimeOff'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

export interface ConnectionBannerProps {
  status: ConnectionStatus;
  /** What happened ("You're offline"); unused while online. */
  title?: string;
  /** What it means for the member ("We'll send your changes when you're back online."). */
  description?: string;
  /** An optional action (e.g. refresh the page when live updates are paused). */
  actionLabel?: string;
  onAction?: () => void;
  'data-testid'?: string;
}

const icons = {
  offline: <WarningIcon size="sm" />,
  reconnecting: <InlineSpinner />,
  restored: <SuccessIcon size="sm" />,
  realtimeOff: <InfoIcon size="sm" />,
} as const;

/**
 * The connection state under the header. Its live region is always in the page, so going offline, reconnecting
 * and coming back are announced politely (docs/product/README.md "Connection status", docs/product/notifications.md "Connection toasts").
 */
export function ConnectionBanner({ status, title, description, actionLabel, onAction, ...dom }: ConnectionBannerProps) {
  return (
    <div className={styles.region} role="status" aria-live="polite" data-testid={dom['data-testid']}>
      {status !== 'online' && title ? (
        <div className={styles.bar} data-status={status}>
          <span className={styles.icon} aria-hidden="true">
            {icons[status]}
          </span>
          <span className={styles.title}>{title}</span>
          {description ? <span className={styles.description}>{description}</span> : null}
          {actionLabel && onAction ? (
            <button type="button" className={styles.action} onClick={onAction}>
              {actionLabel}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
ConnectionBanner.displayName = 'ConnectionBanner';
