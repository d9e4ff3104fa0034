import { TOAST_AUTO_CLOSE_MS, TOAST_MAX_VISIBLE } from '@kindred/core';
import { useDirection } from '@radix-ui/react-direction';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/icons';
import { Avatar } from '../Avatar/Avatar';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';

export const toastTones = ['info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

/** App shell rules (docs/product/notifications.md): auto-close after 3 s, at most 5 at once. */
export const TOAST_DURATION_MS = TOAST_AUTO_CLOSE_MS;
export { TOAST_MAX_VISIBLE };

const icons: Record<ToastTone, ReactNode> = {
  info: <InfoIcon />,
  positive: <SuccessIcon />,
  caution: <WarningIcon />,
  critical: <ErrorIcon />,
};

export interface ToastItem {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Per-toast override of the region's duration (ms); Infinity keeps it until dismissed. */
  duration?: number;
  /** A member the toast is about (a like): their photo, else initials, instead of the tone's icon. */
  person?: { name: string; photo?: string | null };
}

export interface ToasterProps {
  /** Newest last. Only the newest `max` are shown. */
  toasts: ToastItem[];
  onDismiss: (id: string) => void;
  /** Accessible name of the close button of each toast. */
  closeLabel: string;
  /** Name of the notification region and of each toast for assistive technology (e.g. "Notifications"). */
  regionLabel: string;
  duration?: number;
  max?: number;
  /** The member's bottom tab bar is on screen (phones): the toasts sit above it. */
  aboveBottomNav?: boolean;
  children?: ReactNode;
}

/** The toasts the region shows: the newest `max`. */
export function visibleToasts<T>(toasts: readonly T[], max = TOAST_MAX_VISIBLE): T[] {
  return toasts.slice(Math.max(0, toasts.length - max));
}

/** How far (px) a toast must be swiped towards the inline end to close. */
const SWIPE_THRESHOLD = 50;

interface ToastRowProps {
  item: ToastItem;
  duration: number;
  paused: boolean;
  swipeDirection: 'left' | 'right';
  closeLabel: string;
  onDismiss: (id: string) => void;
}

/**
 * One toast: its own timer (paused while the region is hovered or holds focus, resumed with the time left),
 * closed by a click, its close button, Escape, or a swipe towards the inline end.
 */
function ToastRow({ item, duration, paused, swipeDirection, closeLabel, onDismiss }: ToastRowProps) {
  const tone = item.tone ?? 'info';
  const total = item.duration ?? duration;
  const left = useRef(total);
  const [swipe, setSwipe] = useState<{ start: number; x: number } | null>(null);
  const swiped = useRef(false);

  useEffect(() => {
    if (paused || !Number.isFinite(left.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), Math.max(0, left.current));
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, item.id, onDismiss]);

  const towardsEnd = (dx: number) => (swipeDirection === 'right' ? Math.max(0, dx) : Math.min(0, dx));
  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swiped.current = false;
    setSwipe({ start: event.clientX, x: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (!swipe) return;
    const x = towardsEnd(event.clientX - swipe.start);
    if (Math.abs(x) > 4 && !swiped.current) {
      swiped.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setSwipe({ ...swipe, x });
  };
  const onPointerUp = () => {
    if (swipe && Math.abs(swipe.x) >= SWIPE_THRESHOLD) onDismiss(item.id);
    setSwipe(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss(item.id);
    }
  };

  return (
    // The toast itself takes focus (F8 brings it there) so Escape can close it, and a click or a swipe anywhere on
    // it closes it, as in the WAI toast pattern; the close button remains the named control for assistive technology.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={styles.toast}
      data-tone={tone}
      data-person={item.person ? 'true' : undefined}
      data-state="open"
      data-swipe-direction={swipeDirection}
      data-swipe={swipe ? (swipe.x === 0 ? undefined : 'move') : undefined}
      style={swipe && swipe.x !== 0 ? { transform: `translateX(${swipe.x}px)` } : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setSwipe(null)}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (swiped.current) {
          swiped.current = false;
          return;
        }
        if (!event.defaultPrevented) onDismiss(item.id);
      }}
    >
      <div className={styles.content} role={tone === 'critical' ? 'alert' : 'status'}>
        {item.person ? (
          <span className={styles.person}>
            <Avatar name={item.person.name} src={item.person.photo ?? undefined} size="sm" decorative />
          </span>
        ) : (
          <span className={styles.icon}>{icons[tone]}</span>
        )}
        <div className={styles.body}>
          <div className={styles.title}>{item.title}</div>
          {item.description ? <div className={styles.description}>{item.description}</div> : null}
        </div>
      </div>
      <IconButton
        size="sm"
        icon={<CloseIcon size="sm" />}
        aria-label={closeLabel}
        onClick={(event) => {
          event.preventDefault();
          onDismiss(item.id);
        }}
      />
    </li>
  );
}

/**
 * The toast region, at the bottom end corner and across the bottom on phones (decision 0115: never over the
 * header's controls or a dialog's close button). Timers pause while the pointer is over the region or focus is in it; F8 moves focus to the
 * newest toast; toasts are swiped towards the inline end (right in LTR, left in RTL) and close on click. Errors
 * are alerts, others status. Written on React alone, not a toast library: the region loads with every member page,
 * and Radix's toast with its collection cost the member shell ~3 kB gzip (decision 0043).
 */
export function Toaster({
  toasts,
  onDismiss,
  closeLabel,
  regionLabel,
  duration = TOAST_DURATION_MS,
  max = TOAST_MAX_VISIBLE,
  aboveBottomNav = false,
  children,
}: ToasterProps) {
  const dir = useDirection();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const items = list.current?.querySelectorAll<HTMLElement>('li');
      const newest = items?.[items.length - 1];
      if (newest) {
        event.preventDefault();
        newest.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const shown = visibleToasts(toasts, max);
  return (
    <>
      {children}
      <section aria-label={regionLabel}>
        <ol
          ref={list}
          className={styles.viewport}
          data-above-nav={aboveBottomNav ? 'true' : undefined}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          {shown.map((item) => (
            <ToastRow
              key={item.id}
              item={item}
              duration={duration}
              paused={hovered || focused}
              swipeDirection={dir === 'rtl' ? 'left' : 'right'}
              closeLabel={closeLabel}
              onDismiss={onDismiss}
            />
          ))}
        </ol>
      </section>
    </>
  );
}
Toaster.displayName = 'Toaster';
