import { memo, type MouseEvent } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { navigateOnClick } from '../private/navigate';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ConversationList.css';

/** One conversation as the list shows it (the app maps core's `Conversation`; preview from core's `previewText`). */
export interface ConversationListEntry {
  /** The partner's id (stable key; passed to `onSelect`). */
  id: string;
  name: string;
  photo?: string;
  online?: boolean;
  /** The last message's preview, already computed and translated ("You: Sent a wink"). */
  preview: string;
  /** Relative time of the last message as shown ("14:05", "Yesterday"); `dateTime` its ISO instant. */
  time?: string;
  dateTime?: string;
  unreadCount?: number;
  /** Shown instead of the preview while the partner types ("typing…"). */
  typing?: string;
  /** The conversation's address (/messages/{id}); the item is then a link. */
  href?: string;
}

export interface ConversationListItemLabels {
  /** 'Online' (announced with the dot). */
  online: string;
  /** '{{count}} unread messages' (the app picks the plural form). */
  unread: (count: number) => string;
}

export interface ConversationListItemProps extends ConversationListEntry {
  active?: boolean;
  labels: ConversationListItemLabels;
  /** A plain click: the app selects the conversation (links keep new-tab clicks). */
  onSelect?: (id: string) => void;
}

/**
 * A conversation row: photo with the online dot, name, time, preview and the unread count. Memoised: with the
 * same entry, labels and `onSelect`, a list that changed elsewhere does not re-render this row.
 */
export const ConversationListItem = memo(function ConversationListItem({
  id,
  name,
  photo,
  online = false,
  preview,
  time,
  dateTime,
  unreadCount = 0,
  typing,
  href,
  active = false,
  labels,
  onSelect,
}: ConversationListItemProps) {
  const content = (
    <>
      <Avatar name={name} src={photo} size="lg" online={online} decorative />
      <span className={styles.body}>
        <span className={styles.line}>
          {/* Aligned with the page; the text in its own direction, so a long one is cut at its own end. */}
          <span className={styles.name}>
            <bdi className={styles.clip} dir="auto">
              {name}
            </bdi>
          </span>
          {online ? <VisuallyHidden>{`, ${labels.online}`}</VisuallyHidden> : null}
          {time ? (
            <time className={styles.time} dateTime={dateTime}>
              {time}
            </time>
          ) : null}
        </span>
        <span className={styles.line}>
          <span className={styles.preview} data-typing={typing ? 'true' : undefined}>
            <bdi className={styles.clip} dir="auto">
              {typing || preview}
            </bdi>
          </span>
          {unreadCount > 0 ? (
            <span className={styles.unread} data-part="unread">
              <span aria-hidden="true" dir="ltr">
                {unreadCount > 99 ? '99+' : unreadCount}
              </span>
              <VisuallyHidden>{labels.unread(unreadCount)}</VisuallyHidden>
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
  const common = {
    className: styles.item,
    'data-unread': unreadCount > 0 ? 'true' : undefined,
    'data-active': active ? 'true' : undefined,
    'data-conversation-id': id,
  } as const;
  if (href) {
    const navigate = navigateOnClick(href, onSelect ? () => onSelect(id) : undefined);
    return (
      <a
        {...common}
        href={href}
        aria-current={active ? 'page' : undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}
      >
        {content}
      </a>
    );
  }
  return (
    <button {...common} type="button" aria-current={active ? 'true' : undefined} onClick={() => onSelect?.(id)}>
      {content}
    </button>
  );
});
ConversationListItem.displayName = 'ConversationListItem';
