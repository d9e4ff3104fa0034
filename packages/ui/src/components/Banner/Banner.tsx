import type { ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { domProps, type BaseDomProps } from '../private/domProps';
import * as styles from './Banner.css';

export const bannerTones = ['info', 'positive', 'caution', 'critical'] as const;
export type BannerTone = (typeof bannerTones)[number];

const icons: Record<BannerTone, ReactNode> = {
  info: <InfoIcon />,
  positive: <SuccessIcon />,
  caution: <WarningIcon />,
  critical: <ErrorIcon />,
};

export interface BannerProps extends Pick<BaseDomProps, 'id' | 'data-testid'> {
  tone?: BannerTone;
  title?: ReactNode;
  children: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  /** Shows a close button with this accessible name. */
  dismissLabel?: string;
  onDismiss?: () => void;
  /** Announce when it appears (role alert for critical, status otherwise). Off for banners present on load. */
  live?: boolean;
}

/** Inline message (alert) in one of four tones. */
export function Banner({
  tone = 'info',
  title,
  children,
  actions,
  dismissLabel,
  onDismiss,
  live = false,
  ...dom
}: BannerProps) {
  return (
    <div
      {...domProps(dom)}
      className={[styles.root, styles.tone[tone]].join(' ')}
      data-tone={tone}
      role={live ? (tone === 'critical' ? 'alert' : 'status') : undefined}
    >
      <span className={styles.icon[tone]}>{icons[tone]}</span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss && dismissLabel ? (
        <span className={styles.dismiss}>
          <IconButton size="sm" icon={<CloseIcon size="sm" />} aria-label={dismissLabel} onClick={onDismiss} />
        </span>
      ) : null}
    </div>
  );
}
Banner.displayName = 'Banner';
