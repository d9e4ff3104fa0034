import { useRef, type KeyboardEvent } from 'react';
import { PlusIcon } from '../../icons/icons';
import { Avatar } from '../Avatar/Avatar';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './StoriesStrip.css';

export const storyRingStates = ['unseen', 'seen', 'none'] as const;
export type StoryRingState = (typeof storyRingStates)[number];

export interface StoriesStripItem {
  /** The author's id (what `onOpen` receives). */
  id: string;
  name: string;
  avatar?: string | null;
  /** Some story of the member is not yet seen: the accent ring. */
  unseen: boolean;
}

export interface StoriesStripLabels {
  /** The region's name, e.g. "Stories". */
  label: string;
  myStory: string;
  addStory: string;
  /** The accessible name of one member's ring (says "new" when unseen). */
  open: (name: string, unseen: boolean) => string;
}

export interface StoriesStripProps {
  me: { name: string; avatar?: string | null; hasStory: boolean; unseen?: boolean };
  items: readonly StoriesStripItem[];
  onOpen: (id: string) => void;
  /** Opens my own stories (when I have some). */
  onOpenMine?: () => void;
  onCreate: () => void;
  /** Only the members' rings, without my story (a profile's stories thumbnail). */
  hideMine?: boolean;
  /** The create button is off (e.g. a FREE member on cooldown still sees it, the creator says why). */
  createDisabled?: boolean;
  labels: StoriesStripLabels;
  'data-testid'?: string;
}

/**
 * The stories strip (docs/product/stories.md "My-stories section with a create button and a stories strip"): my story first
 * with its create button, then one ring per member — accent when something is unseen, quiet once seen. The row
 * scrolls sideways; with the keyboard, Tab visits each ring and the arrow keys move along the reading direction
 * (in RTL, ArrowLeft moves forward), Home and End jump to the ends.
 */
export function StoriesStrip({
  me,
  items,
  onOpen,
  onOpenMine,
  onCreate,
  createDisabled,
  hideMine,
  labels,
  ...dom
}: StoriesStripProps) {
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const list = listRef.current;
    if (!list) return;
    const buttons = [...list.querySelectorAll<HTMLButtonElement>('button[data-ring]')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const targets: Record<string, number> = {
      [forward]: Math.min(buttons.length - 1, at + 1),
      [back]: Math.max(0, at - 1),
      Home: 0,
      End: buttons.length - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
    buttons[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const mineState: StoryRingState = me.hasStory ? (me.unseen ? 'unseen' : 'seen') : 'none';
  return (
    <section className={styles.root} aria-label={labels.label} data-testid={dom['data-testid']}>
      <ul ref={listRef} className={styles.list}>
        {hideMine ? null : (
          <li className={styles.item}>
            <span className={styles.mine}>
              <button
                type="button"
                className={styles.ring}
                data-ring=""
                onKeyDown={onKeyDown}
                data-state={mineState}
                onClick={me.hasStory && onOpenMine ? onOpenMine : onCreate}
                disabled={!me.hasStory && createDisabled}
              >
                {/* Named by hidden text, not aria-label: the avatar may show initials a label would not contain. */}
                <VisuallyHidden>{me.hasStory ? labels.myStory : labels.addStory}</VisuallyHidden>
                <span className={styles.gap}>
                  <Avatar name={me.name} src={me.avatar ?? undefined} size="lg" decorative />
                </span>
              </button>
              {me.hasStory ? (
                <button
                  type="button"
                  className={styles.add}
                  data-ring=""
                  onKeyDown={onKeyDown}
                  aria-label={labels.addStory}
                  onClick={onCreate}
                  disabled={createDisabled}
                >
                  <PlusIcon size="sm" />
                </button>
              ) : (
                <span className={styles.add} aria-hidden="true">
                  <PlusIcon size="sm" />
                </span>
              )}
            </span>
            <span className={styles.name} aria-hidden="true">
              {labels.myStory}
            </span>
          </li>
        )}
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <button
              type="button"
              className={styles.ring}
              data-ring=""
              onKeyDown={onKeyDown}
              data-state={item.unseen ? 'unseen' : 'seen'}
              onClick={() => onOpen(item.id)}
            >
              <VisuallyHidden>{labels.open(item.name, item.unseen)}</VisuallyHidden>
              <span className={styles.gap}>
                <Avatar name={item.name} src={item.avatar ?? undefined} size="lg" decorative />
              </span>
            </button>
            <span className={styles.name} dir="auto" aria-hidden="true">
              {item.name}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
StoriesStrip.displayName = 'StoriesStrip';

export interface StoriesStripSkeletonProps {
  /** How many rings to sketch after my story's. */
  count?: number;
}

/**
 * The strip's shape while it loads: the same rows and sizes as `StoriesStrip`, so what is below it does not move
 * when the strip arrives (a page renders it as the strip's Suspense fallback). Decorative: hidden from assistive
 * technology, which hears the page's own loading state.
 */
export function StoriesStripSkeleton({ count = 5 }: StoriesStripSkeletonProps) {
  return (
    <div className={styles.root} aria-hidden="true" data-skeleton="">
      <ul className={styles.list}>
        {Array.from({ length: count + 1 }, (_, i) => (
          <li key={i} className={styles.item}>
            <span className={styles.ring} data-state="none">
              <span className={styles.gap}>
                <span className={styles.placeholder} />
              </span>
            </span>
            <span className={styles.name}>{'\u00a0'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
StoriesStripSkeleton.displayName = 'StoriesStripSkeleton';
