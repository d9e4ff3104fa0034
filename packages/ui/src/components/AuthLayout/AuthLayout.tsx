import type { ReactNode } from 'react';
import { WarmArt, type WarmArtVariant } from '../private/WarmArt';
import * as styles from './AuthLayout.css';

export const authLayoutWidths = ['regular', 'wide'] as const;
export const authLayoutAligns = ['start', 'center'] as const;
export type AuthLayoutWidth = (typeof authLayoutWidths)[number];

export interface AuthLayoutAside {
  title: ReactNode;
  body?: ReactNode;
  quote?: ReactNode;
  quoteBy?: ReactNode;
}

export interface AuthLayoutProps {
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The warm side: artwork with a headline (a band above the form on mobile, a half of the screen on desktop). */
  aside: AuthLayoutAside;
  /** Under the form, e.g. "New to Kindred? Create an account". */
  footer?: ReactNode;
  /** `wide` for the registration wizard. */
  width?: AuthLayoutWidth;
  art?: WarmArtVariant;
  /** `center` for a status screen (verification) rather than a form. */
  align?: (typeof authLayoutAligns)[number];
  id?: string;
  'data-testid'?: string;
}

/** The frame of sign-in, registration, verification and password screens: form on one side, warmth on the other. */
export function AuthLayout({
  title,
  subtitle,
  children,
  aside,
  footer,
  width = 'regular',
  art = 'together',
  align = 'start',
  ...dom
}: AuthLayoutProps) {
  return (
    <div className={styles.root} data-width={width} data-align={align} id={dom.id} data-testid={dom['data-testid']}>
      <section className={styles.main} aria-labelledby="kd-auth-title">
        <div className={styles.panel}>
          <header className={styles.heading}>
            <h1 id="kd-auth-title" className={styles.title}>
              {title}
            </h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </header>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </section>
      <div className={styles.aside}>
        <WarmArt className={styles.art} variant={art} />
        <div className={styles.asideText}>
          <p className={styles.asideTitle}>{aside.title}</p>
          {aside.body ? <p className={styles.asideBody}>{aside.body}</p> : null}
          {aside.quote ? (
            <blockquote className={styles.quote}>
              <span>“{aside.quote}”</span>
              {aside.quoteBy ? <cite className={styles.quoteBy}>{aside.quoteBy}</cite> : null}
            </blockquote>
          ) : null}
        </div>
      </div>
    </div>
  );
}
AuthLayout.displayName = 'AuthLayout';
