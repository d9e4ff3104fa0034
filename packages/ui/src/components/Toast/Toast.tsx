import { useDirection } from '@radix-ui/react-direction';
import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/icons';
import { Avatar } from '../Avatar/Avatar';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';

export const toastTones = ['info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

/** App shell rules (spec 002 §2): auto-close after 3 s, at most 5 at once. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_MAX_VISIBLE = 5;

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

/**
 * Toast region at the bottom end corner, across the bottom on phones (decision 0115: never over the header's controls
 * or a dialog's close button). Radix pauses the timers on hover and focus; toasts are swiped
 * towards the inline end (right in LTR, left in RTL) and close on click. Errors are alerts; others status.
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
  return (
    <RadixToast.Provider duration={duration} swipeDirection={dir === 'rtl' ? 'left' : 'right'} label={regionLabel}>
      {children}
      {visibleToasts(toasts, max).map((item) => {
        const tone = item.tone ?? 'info';
        return (
          <RadixToast.Root
            key={item.id}
            className={styles.toast}
            data-tone={tone}
            data-person={item.person ? 'true' : undefined}
            type={tone === 'critical' ? 'foreground' : 'background'}
            duration={item.duration}
            onOpenChange={(open) => {
              if (!open) onDismiss(item.id);
            }}
            onClick={(event) => {
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
                <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
                {item.description ? (
                  <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description>
                ) : null}
              </div>
            </div>
            <RadixToast.Close asChild>
              <IconButton size="sm" icon={<CloseIcon size="sm" />} aria-label={closeLabel} />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      {/* Named by the app (Radix would add its own English "Notifications (F8)"). */}
      <RadixToast.Viewport
        className={styles.viewport}
        label={regionLabel}
        data-above-nav={aboveBottomNav ? 'true' : undefined}
      />
    </RadixToast.Provider>
  );
}
Toaster.displayName = 'Toaster';
