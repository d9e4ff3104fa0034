import type { ReactNode } from 'react';
// Icons the member app already loads (the icon set is one module in the entry chunk: decision 0043).
import { BellIcon, CameraIcon, HeartFilledIcon, LockIcon, MessageIcon } from '../../icons/icons';
import { Avatar } from '../Avatar/Avatar';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './NotificationItem.css';

/** What an item is about; the app maps core's notification types onto these (message and newMessage → message…). */
export const notificationItemKinds = [
  'message',
  'like',
  'match',
  'photo',
  'comment',
  'story',
  'call',
  'generic',
] as const;
export type NotificationItemKind = (typeof notificationItemKinds)[number];

const kindIcons: Record<NotificationItemKind, ReactNode> = {
  message: <MessageIcon size="xs" />,
  like: <HeartFilledIcon size="xs" />,
  match: <HeartFilledIcon size="xs" />,
  photo: <LockIcon size="xs" />,
  comment: <MessageIcon size="xs" />,
  story: <CameraIcon size="xs" />,
  call: <BellIcon size="xs" />,
  generic: <BellIcon size="xs" />,
};

export interface NotificationItemProps {
  kind: NotificationItemKind;
  /** The sentence ("Dana liked you", "3 new likes"), names already in `<bdi>`. */
  message: ReactNode;
  /** The relative time ('just now', '5 minutes ago'). */
  time: string;
  /** The machine-readable time of `time` (ISO). */
  dateTime?: string;
  /** Merged items (docs/product/notifications.md): shown as '×3' above 1. */
  count?: number;
  unread?: boolean;
  /** Read after an unread item ("Unread"). */
  unreadLabel: string;
  /** The other member: photo, else initials. */
  person: { name: string; photo?: string | null };
  onSelect?: () => void;
  'data-testid'?: string;
}

/** One notification: the sender's photo with the kind's icon, the sentence, when, the merged count, unread dot. */
export function NotificationItem({
  kind,
  message,
  time,
  dateTime,
  count = 1,
  unread = false,
  unreadLabel,
  person,
  onSelect,
  ...dom
}: NotificationItemProps) {
  return (
    <button
      type="button"
      className={styles.root}
      data-kind={kind}
      data-unread={unread ? 'true' : 'false'}
      data-testid={dom['data-testid']}
      onClick={onSelect}
    >
      <span className={styles.media}>
        <Avatar name={person.name} src={person.photo ?? undefined} size="md" decorative />
        <span className={styles.kind} aria-hidden="true">
          {kindIcons[kind]}
        </span>
      </span>
      <span className={styles.body}>
        <span className={styles.message}>{message}</span>
        <span className={styles.meta}>
          <time dateTime={dateTime}>{time}</time>
          {count > 1 ? (
            <span className={styles.count} aria-hidden="true">
              <bdi dir="ltr">×{count}</bdi>
            </span>
          ) : null}
        </span>
      </span>
      {unread ? (
        <span className={styles.dot}>
          <VisuallyHidden>{unreadLabel}</VisuallyHidden>
        </span>
      ) : null}
    </button>
  );
}
NotificationItem.displayName = 'NotificationItem';
