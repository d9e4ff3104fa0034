import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { domProps, type BaseDomProps } from '../private/domProps';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'accent', 'critical', 'positive', 'caution', 'info'] as const;
export const badgeVariants = ['solid', 'soft'] as const;
export const badgeSizes = ['sm', 'md'] as const;

export type BadgeTone = (typeof badgeTones)[number];
export type BadgeVariant = (typeof badgeVariants)[number];
export type BadgeSize = (typeof badgeSizes)[number];

/** '9+' above the cap (the notification bell caps at 9). */
export function formatCount(count: number, max = 9): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.floor(count)));
}

export interface BadgeProps extends Pick<BaseDomProps, 'id' | 'data-testid'> {
  /** Text badge ("New", "Premium"). Ignored when `count` is given. */
  children?: ReactNode;
  /** Numeric badge; shows `max+` above `max`. Zero renders nothing. */
  count?: number;
  max?: number;
  /** Accessible text for count badges and dots, e.g. "12 unread notifications". */
  label?: string;
  /** A small status dot without text (needs `label`). */
  dot?: boolean;
  tone?: BadgeTone;
  variant?: BadgeVariant;
  size?: BadgeSize;
  icon?: ReactNode;
}

export function Badge({
  children,
  count,
  max = 9,
  label,
  dot = false,
  tone = 'accent',
  variant = 'soft',
  size = 'sm',
  icon,
  ...dom
}: BadgeProps) {
  if (count !== undefined && count <= 0) return null;
  // Counts stay left-to-right so '9+' reads the same in Hebrew.
  const content = dot ? null : count !== undefined ? <bdi dir="ltr">{formatCount(count, max)}</bdi> : children;
  const visualOnly = Boolean(label) && (dot || count !== undefined);
  return (
    <span
      {...domProps(dom)}
      className={[styles.root, styles.appearance[`${dot ? 'solid' : variant}-${tone}`]].join(' ')}
      data-tone={tone}
      data-variant={variant}
      data-size={size}
      data-dot={dot ? 'true' : undefined}
      data-count={count}
    >
      {icon}
      {visualOnly ? <span aria-hidden="true">{content}</span> : content}
      {visualOnly ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}
Badge.displayName = 'Badge';

export interface BadgeAnchorProps {
  children: ReactNode;
  badge: ReactNode;
}

/** Places a badge over the inline-end top corner of an icon or avatar (mirrors in RTL). */
export function BadgeAnchor({ children, badge }: BadgeAnchorProps) {
  return (
    <span className={styles.anchor}>
      {children}
      {badge ? <span className={styles.anchored}>{badge}</span> : null}
    </span>
  );
}
BadgeAnchor.displayName = 'BadgeAnchor';
