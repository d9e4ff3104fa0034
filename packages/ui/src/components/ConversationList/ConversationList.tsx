/**
 * ConversationList — the sidebar of conversations (docs/product/messaging.md Messages: "Sidebar listing conversations; a
 * new-conversation button to /users and a 'Find someone to chat with' button").
 *
 * Props (stable):
 * - `conversations`: `ConversationListEntry[]` in display order (the app sorts: newest first, core's
 *   `sortConversations`): `{ id, name, photo?, online?, preview, time?, dateTime?, unreadCount?, typing?, href? }`.
 *   `preview` is computed and translated by the app (core's `previewText`).
 * - `activeId`: the open conversation (highlighted, `aria-current`).
 * - `onSelect(id)`: a plain click on a conversation (with `href`, new-tab clicks stay the browser's).
 * - `title`: the heading ('Messages'); `labels`: `{ list, online, unread(count), newConversation, emptyTitle,
 *   emptyBody, findSomeone, loading }`.
 * - `onNewConversation`: the header's new-conversation button and the empty state's 'Find someone to chat with'.
 * - `headerActions`: extra controls at the header's end (e.g. a close button of a phone's drawer).
 * - `loading`: the first load — five placeholder rows, announced with `labels.loading`.
 */
import type { ReactNode } from 'react';
import { MessageIcon, PlusIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { IconButton } from '../IconButton/IconButton';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ConversationList.css';
import {
  ConversationListItem,
  type ConversationListEntry,
  type ConversationListItemLabels,
} from './ConversationListItem';

export { ConversationListItem };
export type {
  ConversationListEntry,
  ConversationListItemLabels,
  ConversationListItemProps,
} from './ConversationListItem';

export interface ConversationListLabels extends ConversationListItemLabels {
  /** The list's accessible name ('Conversations'). */
  list: string;
  newConversation: string;
  emptyTitle: string;
  emptyBody: string;
  findSomeone: string;
  /** 'Loading conversations…' (announced while `loading`). */
  loading?: string;
}

export interface ConversationListProps {
  conversations: ConversationListEntry[];
  activeId?: string | null;
  title: string;
  labels: ConversationListLabels;
  onSelect?: (id: string) => void;
  onNewConversation?: () => void;
  headerActions?: ReactNode;
  /** The first load: placeholder rows, announced with `labels.loading`. */
  loading?: boolean;
  'data-testid'?: string;
}

export function ConversationList({
  conversations,
  activeId,
  title,
  labels,
  onSelect,
  onNewConversation,
  headerActions,
  loading = false,
  ...dom
}: ConversationListProps) {
  return (
    <div className={styles.root} data-testid={dom['data-testid']}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <span className={styles.headerActions}>
          {onNewConversation ? (
            <IconButton icon={<PlusIcon />} aria-label={labels.newConversation} onClick={onNewConversation} />
          ) : null}
          {headerActions}
        </span>
      </div>
      {loading ? (
        <div className={styles.list} role="status" aria-label={labels.loading} data-part="loading">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className={styles.skeletonRow}>
              <Skeleton shape="circle" size={56} />
              <span className={styles.body}>
                <Skeleton shape="rect" size={14} width="50%" />
                <Skeleton shape="rect" size={12} width="80%" />
              </span>
            </div>
          ))}
        </div>
      ) : conversations.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState
            icon={<MessageIcon size="lg" />}
            title={labels.emptyTitle}
            description={labels.emptyBody}
            headingLevel={3}
            actions={onNewConversation ? <Button onClick={onNewConversation}>{labels.findSomeone}</Button> : undefined}
          />
        </div>
      ) : (
        <ul className={styles.list} aria-label={labels.list}>
          {conversations.map((c) => (
            <li key={c.id}>
              <ConversationListItem {...c} active={c.id === activeId} labels={labels} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
ConversationList.displayName = 'ConversationList';
