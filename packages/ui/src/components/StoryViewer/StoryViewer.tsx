import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, useState, type FormEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon, EyeIcon, PauseIcon, PlayIcon, SendIcon } from '../../icons/icons';
import { Avatar } from '../Avatar/Avatar';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './StoryViewer.css';

export const storyViewerReactions = ['like', 'love', 'laugh', 'wow', 'sad', 'angry'] as const;
export type StoryViewerReaction = (typeof storyViewerReactions)[number];
const reactionEmoji: Record<StoryViewerReaction, string> = {
  like: '👍',
  love: '❤️',
  laugh: '😂',
  wow: '😮',
  sad: '😢',
  angry: '😠',
};

export interface StoryViewerStory {
  id: string;
  kind: 'text' | 'image' | 'video';
  content?: string;
  /** CSS background of a text story (core's gradient table). */
  background?: string;
  /** CSS font stack of a text story. */
  font?: string;
  /** Dark text on a light gradient. */
  light?: boolean;
  mediaUrl?: string;
  /** "2 hours ago" (the app formats it). */
  timeLabel: string;
}

export interface StoryViewerPerson {
  id: string;
  name: string;
  avatar?: string | null;
}

export interface StoryViewerLabels {
  /** The dialog's name, e.g. "Stories of Noa". */
  title: string;
  close: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** "Story 2 of 3". */
  position: (current: number, total: number) => string;
  react: string;
  reactions: Record<StoryViewerReaction, string>;
  viewers: (count: number) => string;
  viewersTitle: string;
  noViewers: string;
  replyLabel: string;
  replyPlaceholder: string;
  send: string;
  openPage?: string;
}

export interface StoryViewerProps {
  open: boolean;
  onClose: () => void;
  author: StoryViewerPerson;
  stories: readonly StoryViewerStory[];
  index: number;
  /** Percent of the current story (from `useStoryTimer`, or fixed in stories and tests). */
  progress: number;
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  onNext: () => void;
  onPrevious: () => void;
  /** My reaction to the current story. */
  myReaction?: StoryViewerReaction | null;
  /** Absent on my own story (the owner sees viewers instead). */
  onReact?: (reaction: StoryViewerReaction) => void;
  /** The owner's list of who viewed the current story; absent for anyone else. */
  viewers?: readonly StoryViewerPerson[];
  /** Replies follow the author's allowStoryReplies: when false, `replyClosed` says why. */
  canReply: boolean;
  replyClosed?: string;
  onReply?: (text: string) => void;
  /** A short confirmation or error under the reply field (a live region). */
  status?: string;
  /** Link to the story's page (`/post/:id`). */
  pageHref?: string;
  labels: StoryViewerLabels;
  'data-testid'?: string;
}

const TAP_MS = 250;
const SWIPE_PX = 50;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The story viewer (docs/product/stories.md; docs/product/stories.md): one member's stories with a segment per story, 5 s each by the
 * app's timer; a visible pause control and hold-to-pause on touch (WCAG 2.2.2); previous/next by the tap zones
 * (start third back, the rest forward), the arrow keys (in RTL ArrowLeft is next), a swipe, and buttons; Space
 * pauses; Escape closes and focus returns to what opened it (Radix Dialog). Reactions, the owner's viewers and
 * replies honouring allowStoryReplies sit under the story. Stateless: the app owns index, pause and progress.
 */
export function StoryViewer({
  open,
  onClose,
  author,
  stories,
  index,
  progress,
  paused,
  onPausedChange,
  onNext,
  onPrevious,
  myReaction,
  onReact,
  viewers,
  canReply,
  replyClosed,
  onReply,
  status,
  pageHref,
  labels,
  ...dom
}: StoryViewerProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const press = useRef<{ x: number; at: number; zone: 'start' | 'end'; wasPaused: boolean } | null>(null);
  const [reply, setReply] = useState('');
  const [viewersOpen, setViewersOpen] = useState(false);
  const story = stories[index];
  const rtl = () => (contentRef.current ? getComputedStyle(contentRef.current).direction === 'rtl' : false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTyping(event.target)) return;
    const forward = rtl() ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl() ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) {
      event.preventDefault();
      onNext();
    } else if (event.key === back) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === ' ' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      onPausedChange(!paused);
    }
  };

  // Touch and mouse on the story: a short tap moves by zone, a hold pauses until released, a swipe moves.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fromStart = rtl() ? box.right - event.clientX : event.clientX - box.left;
    press.current = {
      x: event.clientX,
      at: event.timeStamp,
      zone: fromStart < box.width / 3 ? 'start' : 'end',
      wasPaused: paused,
    };
    if (!paused) onPausedChange(true);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    press.current = null;
    if (!p) return;
    if (!p.wasPaused) onPausedChange(false);
    const dx = (event.clientX - p.x) * (rtl() ? -1 : 1);
    if (Math.abs(dx) >= SWIPE_PX) {
      if (dx < 0) onNext();
      else onPrevious();
    } else if (event.timeStamp - p.at < TAP_MS) {
      if (p.zone === 'start') onPrevious();
      else onNext();
    }
  };
  const onPointerCancel = () => {
    const p = press.current;
    press.current = null;
    if (p && !p.wasPaused) onPausedChange(false);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = reply.trim();
    if (!text || !onReply) return;
    onReply(text);
    setReply('');
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={contentRef}
          className={styles.content}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.querySelector<HTMLElement>('[data-pause]')?.focus();
          }}
          data-paused={paused ? 'true' : 'false'}
          data-testid={dom['data-testid']}
        >
          <VisuallyHidden>
            <RadixDialog.Title>{labels.title}</RadixDialog.Title>
          </VisuallyHidden>
          <div className={styles.stage}>
            <div className={styles.segments} aria-hidden="true">
              {stories.map((s, i) => (
                <span key={s.id} className={styles.segment}>
                  <span
                    className={styles.segmentFill}
                    data-testid={i === index ? 'story-progress' : undefined}
                    style={{ inlineSize: `${i < index ? 100 : i === index ? Math.round(progress * 10) / 10 : 0}%` }}
                  />
                </span>
              ))}
            </div>
            <div className={styles.topBar}>
              <Avatar name={author.name} src={author.avatar ?? undefined} size="sm" decorative />
              <span className={styles.author}>
                <span className={styles.authorName} dir="auto">
                  {author.name}
                </span>
                {story ? <span className={styles.time}>{story.timeLabel}</span> : null}
              </span>
              <span aria-live="polite">
                <VisuallyHidden>{labels.position(index + 1, stories.length)}</VisuallyHidden>
              </span>
              <button
                type="button"
                className={styles.control}
                data-pause=""
                aria-label={paused ? labels.play : labels.pause}
                onClick={() => onPausedChange(!paused)}
                data-testid="story-pause"
              >
                {paused ? <PlayIcon size="md" /> : <PauseIcon size="md" />}
              </button>
              <RadixDialog.Close className={styles.control} aria-label={labels.close}>
                <CloseIcon size="md" />
              </RadixDialog.Close>
            </div>
            {story ? (
              <div
                className={styles.slide}
                data-kind={story.kind}
                data-light={story.light ? 'true' : 'false'}
                style={story.kind === 'text' ? { background: story.background, fontFamily: story.font } : undefined}
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerCancel}
                onContextMenu={(event) => event.preventDefault()}
                data-testid="story-slide"
              >
                {story.kind === 'text' ? (
                  <p className={styles.text} dir="auto">
                    {story.content}
                  </p>
                ) : story.kind === 'image' ? (
                  <img className={styles.media} src={story.mediaUrl} alt={story.content ?? ''} draggable={false} />
                ) : (
                  <video className={styles.media} src={story.mediaUrl} muted playsInline autoPlay={!paused} loop />
                )}
              </div>
            ) : null}
            <button
              type="button"
              className={styles.step}
              data-side="start"
              aria-label={labels.previous}
              onClick={onPrevious}
            >
              <ChevronStartIcon size="md" />
            </button>
            <button type="button" className={styles.step} data-side="end" aria-label={labels.next} onClick={onNext}>
              <ChevronEndIcon size="md" />
            </button>
          </div>
          <div className={styles.footer}>
            {viewers ? (
              <div className={styles.viewers}>
                <button
                  type="button"
                  className={styles.viewersToggle}
                  aria-expanded={viewersOpen}
                  onClick={() => {
                    setViewersOpen(!viewersOpen);
                    onPausedChange(!viewersOpen || paused);
                  }}
                  data-testid="story-viewers"
                >
                  <EyeIcon size="sm" />
                  {labels.viewers(viewers.length)}
                </button>
                {viewersOpen ? (
                  <div className={styles.viewersPanel}>
                    <h3 className={styles.viewersTitle}>{labels.viewersTitle}</h3>
                    {viewers.length === 0 ? (
                      <p className={styles.muted}>{labels.noViewers}</p>
                    ) : (
                      <ul className={styles.viewerList}>
                        {viewers.map((v) => (
                          <li key={v.id} className={styles.viewer}>
                            <Avatar name={v.name} src={v.avatar ?? undefined} size="xs" decorative />
                            <span dir="auto">{v.name}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                ) : null}
              </div>
            ) : null}
            {onReact ? (
              <div className={styles.reactions} role="group" aria-label={labels.react}>
                {storyViewerReactions.map((r) => (
                  <button
                    key={r}
                    type="button"
                    className={styles.reaction}
                    aria-label={labels.reactions[r]}
                    aria-pressed={myReaction === r}
                    onClick={() => onReact(r)}
                  >
                    <span aria-hidden="true">{reactionEmoji[r]}</span>
                  </button>
                ))}
              </div>
            ) : null}
            {onReply && canReply ? (
              <form className={styles.replyForm} onSubmit={send}>
                <input
                  className={styles.replyInput}
                  aria-label={labels.replyLabel}
                  placeholder={labels.replyPlaceholder}
                  value={reply}
                  maxLength={500}
                  dir="auto"
                  onChange={(event) => setReply(event.target.value)}
                  onFocus={() => onPausedChange(true)}
                  data-testid="story-reply"
                />
                <button type="submit" className={styles.send} aria-label={labels.send} disabled={!reply.trim()}>
                  <SendIcon size="sm" />
                </button>
              </form>
            ) : replyClosed ? (
              <p className={styles.muted}>{replyClosed}</p>
            ) : null}
            <p className={styles.status} role="status">
              {status}
            </p>
            {pageHref && labels.openPage ? (
              <a className={styles.pageLink} href={pageHref}>
                {labels.openPage}
              </a>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
StoryViewer.displayName = 'StoryViewer';
