import { ChevronDownIcon } from '../../icons/icons';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PullToRefresh.css';

export interface PullToRefreshProps {
  /** How far the finger has pulled, in px (0 when not pulling). */
  distance: number;
  /** Far enough: letting go refreshes. */
  ready?: boolean;
  /** The refresh is running. */
  refreshing?: boolean;
  labels: { pull: string; release: string; refreshing: string };
  'data-testid'?: string;
}

/**
 * The indicator above a list while it is pulled down on a touch screen: an arrow that turns when letting go will
 * refresh, then a spinner while the refresh runs. Nothing shows at rest.
 */
export function PullToRefresh({ distance, ready = false, refreshing = false, labels, ...dom }: PullToRefreshProps) {
  if (distance <= 0 && !refreshing) return null;
  const label = refreshing ? labels.refreshing : ready ? labels.release : labels.pull;
  return (
    <div
      className={styles.root}
      style={{ blockSize: refreshing ? 48 : Math.min(64, distance / 2) }}
      data-ready={ready || refreshing}
      data-testid={dom['data-testid']}
    >
      {refreshing ? (
        <Spinner label={label} size="sm" />
      ) : (
        <>
          <span className={styles.arrow} data-ready={ready} aria-hidden="true">
            <ChevronDownIcon size="sm" />
          </span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      )}
    </div>
  );
}
PullToRefresh.displayName = 'PullToRefresh';
