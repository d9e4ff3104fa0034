import type { ReactNode } from 'react';
import { BellIcon, CheckIcon, CloseIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { NotificationItem, type NotificationItemProps } from '../NotificationItem/NotificationItem';
import { Spinner } from '../Spinner/Spinner';
import { Tabs } from '../Tabs/Tabs';
import * as styles from './NotificationPanel.css';

/**
 * The refresh arrow, drawn here rather than in the icon set: the set is one module in the member app's entry chunk
 * (decision 0043), and this is its only user, in a chunk loaded on first use.
 */
function RefreshGlyph() {
  return (
    <svg className={styles.glyph} width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
      <path d="M19.5 4.5v4h-4" />
    </svg>
  );
}

/** `dropdown`: under the bell, list at most 400 px high (docs/product/notifications.md); `page`: the full panel. */
export const notificationPanelVariants = ['dropdown', 'page'] as const;
export type NotificationPanelVariant = (typeof notificationPanelVariants)[number];

export interface NotificationPanelItem extends Omit<NotificationItemProps, 'onSelect' | 'unreadLabel' | 'data-testid'> {
  id: string;
}

export interface NotificationPanelLabels {
  title: string;
  refresh: string;
  /** The mark-all-read button's text, with the unread count ("Mark all read (3)"). */
  markAllRead: string;
  close: string;
  /** Accessible name of the filter tabs. */
  filters: string;
  unread: string;
  /** Shown for an empty list; `emptyBody` under it. */
  empty: string;
  emptyBody?: string;
  loading?: string;
  /** The dropdown's link to the full page. */
  seeAll?: string;
}

export interface NotificationPanelProps {
  variant?: NotificationPanelVariant;
  items: readonly NotificationPanelItem[];
  /** The tabs (All / Unread in the dropdown; All / Unread / Messages / Likes / Photos on the page). */
  filters: readonly { value: string; label: string }[];
  filter: string;
  onFilterChange: (filter: string) => void;
  unreadCount: number;
  labels: NotificationPanelLabels;
  /** The empty text for the current filter, when it differs from `labels.empty`. */
  emptyText?: string;
  onSelect: (id: string) => void;
  onRefresh?: () => void;
  onMarkAllRead?: () => void;
  onClose?: () => void;
  onSeeAll?: () => void;
  refreshing?: boolean;
  /** First load: a spinner instead of the empty state. */
  loading?: boolean;
  /** The heading's id (the dropdown is named by it). */
  titleId?: string;
  'data-testid'?: string;
}

/**
 * The notifications panel (docs/product/notifications.md): header with refresh, mark-all-read showing the unread count and close;
 * filter tabs; the items, newest activity first. Stateless: the app filters and passes the items.
 */
export function NotificationPanel({
  variant = 'page',
  items,
  filters,
  filter,
  onFilterChange,
  unreadCount,
  labels,
  emptyText,
  onSelect,
  onRefresh,
  onMarkAllRead,
  onClose,
  onSeeAll,
  refreshing = false,
  loading = false,
  titleId,
  ...dom
}: NotificationPanelProps) {
  const testId = dom['data-testid'];
  const list: ReactNode = loading ? (
    <div className={styles.state}>
      <Spinner label={labels.loading ?? labels.title} />
    </div>
  ) : items.length === 0 ? (
    <div className={styles.state} data-testid={testId && `${testId}-empty`}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <BellIcon size="lg" />
      </span>
      <p className={styles.emptyTitle}>{emptyText ?? labels.empty}</p>
      {labels.emptyBody && !emptyText ? <p className={styles.emptyBody}>{labels.emptyBody}</p> : null}
    </div>
  ) : (
    <ul className={styles.list} data-testid={testId && `${testId}-list`}>
      {items.map(({ id, ...item }) => (
        <li key={id} className={styles.row}>
          <NotificationItem
            {...item}
            unreadLabel={labels.unread}
            onSelect={() => onSelect(id)}
            data-testid={testId && `${testId}-item`}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.root} data-variant={variant} aria-labelledby={titleId} data-testid={testId}>
      <header className={styles.header}>
        <h2 className={styles.title} id={titleId}>
          {labels.title}
        </h2>
        <div className={styles.tools}>
          {onRefresh ? (
            <span className={styles.refresh} data-busy={refreshing ? 'true' : undefined}>
              <IconButton
                size="sm"
                icon={<RefreshGlyph />}
                aria-label={labels.refresh}
                disabled={refreshing}
                onClick={onRefresh}
              />
            </span>
          ) : null}
          {onMarkAllRead ? (
            <Button
              size="sm"
              variant="ghost"
              leadingIcon={<CheckIcon size="sm" />}
              disabled={unreadCount === 0}
              onClick={onMarkAllRead}
              data-testid={testId && `${testId}-mark-all`}
            >
              {labels.markAllRead}
            </Button>
          ) : null}
          {onClose ? (
            <IconButton size="sm" icon={<CloseIcon size="sm" />} aria-label={labels.close} onClick={onClose} />
          ) : null}
        </div>
      </header>
      <Tabs
        aria-label={labels.filters}
        value={filter}
        onValueChange={onFilterChange}
        items={filters.map((f) => ({ value: f.value, label: f.label, content: f.value === filter ? list : null }))}
        data-testid={testId && `${testId}-tabs`}
      />
      {onSeeAll && labels.seeAll ? (
        <footer className={styles.footer}>
          <Button size="sm" variant="soft" fullWidth onClick={onSeeAll}>
            {labels.seeAll}
          </Button>
        </footer>
      ) : null}
    </section>
  );
}
NotificationPanel.displayName = 'NotificationPanel';
