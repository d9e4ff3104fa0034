/**
 * ChatPremiumBanner — what a FREE member sees above a conversation (docs/product/messaging.md Messages: "FREE members see a
 * banner with an upgrade button to /subscription").
 *
 * Props (stable):
 * - `title?` ('Free account'), `body` ('Free accounts can only send winks. Upgrade to send messages.').
 * - `upgradeLabel` ('Upgrade to Premium'), `upgradeHref` ('/subscription'); `onNavigate(href)` lets a router take
 *   the click (new-tab clicks stay the browser's).
 */
import { CrownIcon } from '../../icons/icons';
import * as button from '../Button/Button.css';
import { navigateHandler } from '../private/navigate';
import * as styles from './ChatPremiumBanner.css';

export interface ChatPremiumBannerProps {
  title?: string;
  body: string;
  upgradeLabel: string;
  upgradeHref: string;
  onNavigate?: (href: string) => void;
  'data-testid'?: string;
}

export function ChatPremiumBanner({
  title,
  body,
  upgradeLabel,
  upgradeHref,
  onNavigate,
  ...dom
}: ChatPremiumBannerProps) {
  return (
    <div className={styles.root} data-testid={dom['data-testid']}>
      <span className={styles.icon} aria-hidden="true">
        <CrownIcon />
      </span>
      <p className={styles.text}>
        {title ? <span className={styles.title}>{title}</span> : null}
        <span className={styles.body}>{body}</span>
      </p>
      <a
        className={[button.root, button.size.sm, button.appearance['solid-accent'], styles.linkButton].join(' ')}
        href={upgradeHref}
        onClick={navigateHandler(upgradeHref, onNavigate)}
      >
        {upgradeLabel}
      </a>
    </div>
  );
}
ChatPremiumBanner.displayName = 'ChatPremiumBanner';
