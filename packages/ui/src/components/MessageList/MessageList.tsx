/**
 * MessageList — the conversation's messages grouped by day, in a `role="log"` live region (docs/product/messaging.md Messages:
 * "messages grouped by date, typing indicator", Load More; §9: auto-scroll only within 150 px of the bottom).
 *
 * Props (stable):
 * - `groups`: `{ key, label, messages }[]` oldest first — one per day (`label`: "Today", "Yesterday",
 *   "12 March"; the app formats it, e.g. with core's `groupMessagesByDay`). Each message is a `MessageListItem`:
 *   MessageBubble's props without `labels`/`position`/`onRetry`, plus a stable `id`.
 * - `labels`: MessageBubble's labels plus `log` (the log's name, "Messages with Noa"), `loadMore` ('Load More'),
 *   `loadingMore`, `empty` ('No messages yet. Say hello!').
 * - `hasMore` / `loadingMore` / `onLoadMore`: the Load More button above the oldest message (shown while
 *   `hasMore`; busy while `loadingMore`). When older messages arrive the view stays on what the member was reading.
 * - `typing`: the typing line to show ("Noa is typing…"), or nothing.
 * - `onRetry(id)`: a failed message's Retry.
 * - `empty`: optional art/actions under the empty text (e.g. a wink button); the text is `labels.empty`.
 * - `senderLabels`: `{ own, partner }` ('You', 'Noa'), read to screen readers before each message's text.
 *
 * Scrolling: opens at the newest message; a new message scrolls into view when the member is within 150 px of
 * the bottom or sent it; otherwise the view stays where it is.
 */
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import {
  MessageBubble,
  type MessageBubbleLabels,
  type MessageBubblePosition,
  type MessageBubbleProps,
} from '../MessageBubble/MessageBubble';
import * as styles from './MessageList.css';

export interface MessageListItem extends Omit<MessageBubbleProps, 'labels' | 'position' | 'onRetry'> {
  id: string;
}

export interface MessageListGroup {
  key: string;
  label: string;
  messages: MessageListItem[];
}

export interface MessageListLabels extends MessageBubbleLabels {
  log: string;
  loadMore: string;
  loadingMore: string;
  empty: string;
}

export interface MessageListProps {
  groups: MessageListGroup[];
  labels: MessageListLabels;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  typing?: string | null;
  onRetry?: (id: string) => void;
  empty?: ReactNode;
  /** Who sent each message, read before its text ("You", "Noa"); an item's own `senderLabel` wins. */
  senderLabels?: { own: string; partner: string };
  'data-testid'?: string;
}

/** Within this distance of the bottom, a new message scrolls into view (docs/product/messaging.md). */
export const AUTO_SCROLL_THRESHOLD_PX = 150;

/** A message's element by its id (ids are the app's: compared, never put into a selector). */
function findMessage(root: HTMLElement, id: string): Element | null {
  for (const el of root.querySelectorAll<HTMLElement>('[data-message-id]')) if (el.dataset.messageId === id) return el;
  return null;
}

const isNote = (m: MessageListItem) => m.kind === 'system' || m.kind === 'call';

/** Where each bubble sits in its sender's run: runs break at notes and at the other sender. */
export function runPositions(messages: readonly MessageListItem[]): MessageBubblePosition[] {
  return messages.map((m, i) => {
    const prev = messages[i - 1];
    const next = messages[i + 1];
    const joinsPrev = !!prev && !isNote(prev) && !isNote(m) && prev.own === m.own;
    const joinsNext = !!next && !isNote(next) && !isNote(m) && next.own === m.own;
    if (joinsPrev && joinsNext) return 'middle';
    if (joinsPrev) return 'last';
    if (joinsNext) return 'first';
    return 'single';
  });
}

export function MessageList({
  groups,
  labels,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  typing,
  onRetry,
  empty,
  senderLabels,
  ...dom
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const all = groups.flatMap((g) => g.messages);
  const firstId = all[0]?.id;
  const last = all.at(-1);
  const lastId = last?.id;
  // What the last commit saw: the ends of the list, where the first message stood, and whether the member was
  // near the bottom. Kept up to date while scrolling.
  const seen = useRef<{ firstId?: string; lastId?: string; firstTop: number; nearBottom: boolean } | null>(null);
  // Messages present when the conversation opened do not animate; later ones slide in.
  const [initialIds] = useState(() => new Set(all.map((m) => m.id)));

  // Where the list itself last scrolled to: the scroll event that follows is not the member moving away, even
  // if a photo made the log taller in between.
  const ownScrollTop = useRef<number | null>(null);

  const measure = (el: HTMLDivElement, keepNearBottom = false) => {
    // The first message is the log's first row (found without walking every row on each new message).
    const head = el.querySelector<HTMLElement>('[data-message-id]');
    const first = firstId ? (head?.dataset.messageId === firstId ? head : findMessage(el, firstId)) : null;
    seen.current = {
      firstId,
      lastId,
      firstTop: first ? first.getBoundingClientRect().top : 0,
      nearBottom:
        (keepNearBottom && !!seen.current?.nearBottom) ||
        el.scrollHeight - el.scrollTop - el.clientHeight <= AUTO_SCROLL_THRESHOLD_PX,
    };
  };

  // The observer below outlives renders: it measures with the ids of the latest one.
  const latestMeasure = useRef(measure);
  useLayoutEffect(() => {
    latestMeasure.current = measure;
  });

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const before = seen.current;
    const toBottom = () => {
      el.scrollTop = el.scrollHeight;
      ownScrollTop.current = el.scrollTop;
    };
    if (!before) toBottom();
    else if (lastId !== before.lastId && (before.nearBottom || last?.own)) toBottom();
    else if (firstId !== before.firstId && lastId === before.lastId && before.firstId) {
      // Older messages came in above: the message that was first stays where the member saw it.
      const anchor = findMessage(el, before.firstId);
      if (anchor) el.scrollTop += anchor.getBoundingClientRect().top - before.firstTop;
      ownScrollTop.current = el.scrollTop;
    } else if (typing && before.nearBottom) toBottom();
    measure(el);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measure reads the same ids
  }, [firstId, lastId, last?.own, typing]);

  // Photos and fonts that load after opening make the log taller: a member at the bottom stays at the bottom.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const log = el?.querySelector('[role="log"]');
    if (!el || !log || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (seen.current?.nearBottom) {
        el.scrollTop = el.scrollHeight;
        ownScrollTop.current = el.scrollTop;
      }
      // Where the first message stands now: older messages arriving before the scroll event that follows must
      // be anchored to this, not to where it stood before the log grew.
      if (seen.current) latestMeasure.current(el, true);
    });
    observer.observe(log);
    return () => observer.disconnect();
  }, []);

  // Rows are memoised: a new message renders one row, not the whole log. Retry goes through the latest `onRetry`
  // so a host's inline callback does not re-render every row.
  const latestRetry = useRef(onRetry);
  useLayoutEffect(() => {
    latestRetry.current = onRetry;
  });
  const retry = useCallback((id: string) => latestRetry.current?.(id), []);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el || !seen.current) return;
    const own = ownScrollTop.current !== null && Math.abs(el.scrollTop - ownScrollTop.current) < 1;
    ownScrollTop.current = null;
    measure(el, own);
  };

  return (
    <div className={styles.root} ref={scrollRef} onScroll={onScroll} data-testid={dom['data-testid']}>
      {hasMore && onLoadMore ? (
        <div className={styles.loadMore}>
          <Button variant="soft" tone="neutral" size="sm" loading={loadingMore} onClick={onLoadMore}>
            {loadingMore ? labels.loadingMore : labels.loadMore}
          </Button>
        </div>
      ) : null}
      {all.length === 0 ? (
        <div className={styles.empty} data-part="empty">
          <span className={styles.emptyArt} aria-hidden="true">
            👋
          </span>
          <p>{labels.empty}</p>
          {empty}
        </div>
      ) : null}
      <div className={styles.log} role="log" aria-live="polite" aria-relevant="additions" aria-label={labels.log}>
        {groups.map((group) => {
          const positions = runPositions(group.messages);
          return (
            <div key={group.key} className={styles.day} data-part="day">
              <span className={styles.dayLabel}>{group.label}</span>
              {group.messages.map((message, i) => (
                <Row
                  key={message.id}
                  message={message}
                  position={positions[i]!}
                  fresh={!initialIds.has(message.id)}
                  labels={labels}
                  senderLabel={message.senderLabel ?? senderLabels?.[message.own ? 'own' : 'partner']}
                  retry={onRetry ? retry : undefined}
                />
              ))}
            </div>
          );
        })}
      </div>
      {/* Always in the page, so the typing line is announced when it appears. */}
      <div role="status" data-part="typing">
        {typing ? (
          <div className={styles.typing}>
            <span className={styles.dots} aria-hidden="true">
              <span className={styles.dot} />
              <span className={styles.dot} />
              <span className={styles.dot} />
            </span>
            <span dir="auto">{typing}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
MessageList.displayName = 'MessageList';

interface RowProps {
  message: MessageListItem;
  position: MessageBubblePosition;
  fresh: boolean;
  labels: MessageListLabels;
  senderLabel: string | undefined;
  retry: ((id: string) => void) | undefined;
}

/** One message of the log; re-renders only when its item, place in a run, labels or sender label change. */
const Row = memo(function Row({ message, position, fresh, labels, senderLabel, retry }: RowProps) {
  const { id, ...bubble } = message;
  return (
    <div className={styles.item} data-position={position} data-message-id={id} data-fresh={fresh ? 'true' : undefined}>
      <MessageBubble
        {...bubble}
        senderLabel={senderLabel}
        position={position}
        labels={labels}
        onRetry={retry ? () => retry(id) : undefined}
      />
    </div>
  );
});
