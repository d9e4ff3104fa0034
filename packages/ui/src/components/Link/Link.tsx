import { forwardRef, type MouseEventHandler, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Link.css';

export const linkTones = ['accent', 'neutral', 'secondary'] as const;
export const linkUnderlines = ['always', 'hover'] as const;
export type LinkTone = (typeof linkTones)[number];

export interface LinkProps {
  href: string;
  children: ReactNode;
  tone?: LinkTone;
  underline?: (typeof linkUnderlines)[number];
  /** Opens in a new tab with rel="noopener noreferrer". Pass `externalLabel` (e.g. "opens in a new tab"). */
  external?: boolean;
  externalLabel?: string;
  /** Client-side routers intercept here (call preventDefault and navigate). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-current'?: 'page' | 'step' | 'location' | boolean;
  id?: string;
  hrefLang?: string;
  'data-testid'?: string;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, children, tone = 'accent', underline = 'always', external = false, externalLabel, onClick, ...dom },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      className={styles.root}
      data-tone={tone}
      data-underline={underline}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      aria-current={dom['aria-current']}
      hrefLang={dom.hrefLang}
      id={dom.id}
      data-testid={dom['data-testid']}
      onClick={onClick}
    >
      {children}
      {external && externalLabel ? <VisuallyHidden>{` (${externalLabel})`}</VisuallyHidden> : null}
    </a>
  );
});
Link.displayName = 'Link';
