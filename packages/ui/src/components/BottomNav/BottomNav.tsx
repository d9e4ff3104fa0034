import type { ReactNode } from 'react';
import { navigateOnClick } from '../private/navigate';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './BottomNav.css';

export const bottomNavPlacements = ['fixed', 'inline'] as const;

export interface BottomNavItem {
  id: string;
  label: string;
  href: string;
  icon: ReactNode;
  current?: boolean;
  /** A small count on the icon (e.g. unread messages), already capped by the app ('9+'). */
  badge?: string;
  /** Accessible text of the badge ("3 unread"), read after the label. */
  badgeLabel?: string;
}

export interface BottomNavProps {
  /** Accessible name of the navigation ("Member navigation"). */
  label: string;
  items: readonly BottomNavItem[];
  onNavigate?: (href: string) => void;
  /** Shown only at 768 px and below (default), or always (stories, previews). */
  responsive?: boolean;
  /** fixed to the bottom of the viewport (default), or in the flow. */
  placement?: (typeof bottomNavPlacements)[number];
  'data-testid'?: string;
}

/** The members' navigation on phones: icons with labels, the current page marked (aria-current). */
export function BottomNav({
  label,
  items,
  onNavigate,
  responsive = true,
  placement = 'fixed',
  ...dom
}: BottomNavProps) {
  return (
    <nav
      className={styles.root}
      aria-label={label}
      data-responsive={responsive ? 'true' : 'false'}
      data-placement={placement}
      data-testid={dom['data-testid']}
    >
      {items.map((item) => (
        <a
          key={item.id}
          href={item.href}
          className={styles.item}
          aria-current={item.current ? 'page' : undefined}
          onClick={navigateOnClick(item.href, onNavigate)}
        >
          <span className={styles.iconWrap} aria-hidden="true">
            {item.icon}
            {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
          </span>
          <span className={styles.label}>{item.label}</span>
          {item.badge && item.badgeLabel ? <VisuallyHidden>{item.badgeLabel}</VisuallyHidden> : null}
        </a>
      ))}
    </nav>
  );
}
BottomNav.displayName = 'BottomNav';
