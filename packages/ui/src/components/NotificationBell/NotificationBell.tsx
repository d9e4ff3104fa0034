import { forwardRef, type MouseEventHandler } from 'react';
import { BellIcon } from '../../icons/icons';
import { formatCount } from '../Badge/Badge';
import { hiddenText } from '../private/hiddenText.css';
import * as styles from './NotificationBell.css';

/** The bell's unread badge caps at '9+' (docs/product/notifications.md). */
export const NOTIFICATION_BADGE_MAX = 9;

export interface NotificationBellProps {
  /** Unread items; 0 shows no badge, above 9 the badge reads '9+'. */
  count: number;
  /**
   * The accessible name with the count in words ("Notifications, 3 unread"): the badge itself is not read. It is the
   * button's hidden text, not an aria-label: a name given by aria-label must contain the visible text (WCAG 2.5.3),
   * and the badge shows "9+" or a digit where the name says "12" or, in Hebrew, "two".
   */
  label: string;
  /** The dropdown it opens is showing. */
  expanded?: boolean;
  /** The id of the panel it opens, once that panel is in the page. */
  controls?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  'data-testid'?: string;
}

/** The header's bell: a round button with the unread badge at its top end corner. */
export const NotificationBell = forwardRef<HTMLButtonElement, NotificationBellProps>(function NotificationBell(
  { count, label, expanded, controls, onClick, ...dom },
  ref,
) {
  const unread = count > 0;
  return (
    <button
      ref={ref}
      type="button"
      className={styles.root}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      data-state={expanded ? 'open' : 'closed'}
      data-unread={unread ? 'true' : undefined}
      data-testid={dom['data-testid']}
      onClick={onClick}
    >
      <BellIcon size="md" />
      <span className={hiddenText}>{label}</span>
      {unread ? (
        <span
          className={styles.badge}
          aria-hidden="true"
          data-testid={dom['data-testid'] && `${dom['data-testid']}-badge`}
        >
          <bdi dir="ltr">{formatCount(count, NOTIFICATION_BADGE_MAX)}</bdi>
        </span>
      ) : null}
    </button>
  );
});
NotificationBell.displayName = 'NotificationBell';
