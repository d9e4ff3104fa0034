import type { ReactNode } from 'react';
import { HeartFilledIcon } from '../../icons/icons';
import { navigateOnClick } from '../private/navigate';
import * as styles from './AppHeader.css';

export interface AppHeaderNavItem {
  id: string;
  label: string;
  href: string;
  current?: boolean;
  icon?: ReactNode;
}

export interface AppHeaderProps {
  /** The product's name, shown next to the mark ("Kindred"). */
  brandName: string;
  /** Accessible name of the home link ("Kindred home"). */
  brandLabel: string;
  homeHref?: string;
  /** Main navigation; hidden under 769 px, where members use the bottom navigation. */
  navItems?: readonly AppHeaderNavItem[];
  navLabel: string;
  /** Client-side navigation for every link (a normal click). */
  onNavigate?: (href: string) => void;
  languageSlot?: ReactNode;
  themeSlot?: ReactNode;
  /** The notification bell (members). */
  bellSlot?: ReactNode;
  /** Visitors: sign in and join. */
  actions?: ReactNode;
  /** Members: the avatar menu with sign out (`AccountMenu`; the app may load it lazily). */
  accountSlot?: ReactNode;
  /** Always the phone layout (previews); by default it applies under 769 px. */
  compact?: boolean;
  'data-testid'?: string;
}

/**
 * The app's header (docs/product/public-pages.md): brand, navigation, language and theme switches, the bell and the account menu.
 * Under 769 px it is compact: brand, switches as icons, bell and avatar (or the visitor's actions).
 */
export function AppHeader({
  brandName,
  brandLabel,
  homeHref = '/',
  navItems = [],
  navLabel,
  onNavigate,
  languageSlot,
  themeSlot,
  bellSlot,
  actions,
  accountSlot,
  compact = false,
  ...dom
}: AppHeaderProps) {
  return (
    <header
      className={styles.root}
      data-testid={dom['data-testid']}
      data-member={accountSlot ? 'true' : undefined}
      data-compact={compact ? 'true' : undefined}
    >
      <div className={styles.inner}>
        <a
          href={homeHref}
          className={styles.brand}
          aria-label={brandLabel}
          onClick={navigateOnClick(homeHref, onNavigate)}
        >
          <span className={styles.mark} aria-hidden="true">
            <HeartFilledIcon size="sm" />
          </span>
          <span className={styles.wordmark} aria-hidden="true">
            {brandName}
          </span>
        </a>
        {navItems.length > 0 ? (
          <nav className={styles.nav} aria-label={navLabel}>
            {navItems.map((item) => (
              <a
                key={item.id}
                href={item.href}
                className={styles.navLink}
                aria-current={item.current ? 'page' : undefined}
                onClick={navigateOnClick(item.href, onNavigate)}
              >
                {item.icon ? (
                  <span className={styles.navIcon} aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </a>
            ))}
          </nav>
        ) : (
          <span className={styles.nav} />
        )}
        <span className={styles.spacer} />
        <div className={styles.tools}>
          {languageSlot}
          {themeSlot}
          {bellSlot}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {accountSlot}
        </div>
      </div>
    </header>
  );
}
AppHeader.displayName = 'AppHeader';
