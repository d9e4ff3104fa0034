import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import { navigateHandler } from '../private/navigate';
import * as styles from './StaticPage.css';

export interface StaticPageSection {
  /** Anchor id (also the table of contents' link). */
  id: string;
  heading: ReactNode;
  body?: ReactNode;
  items?: ReactNode[];
}

export interface StaticPageLink {
  href: string;
  label: string;
}

export interface StaticPageProps {
  title: ReactNode;
  lead?: ReactNode;
  /** e.g. "Last updated April 15, 2024". */
  updated?: ReactNode;
  sections?: StaticPageSection[];
  /** Shown beside the sections on desktop. */
  contentsLabel?: string;
  /** Content after the sections (a form, tabs). */
  children?: ReactNode;
  relatedLabel?: string;
  related?: StaticPageLink[];
  onNavigate?: (href: string) => void;
  'data-testid'?: string;
}

/** About, safety, support, terms and privacy: a warm header, headed sections with a contents list, links on. */
export function StaticPage({
  title,
  lead,
  updated,
  sections = [],
  contentsLabel,
  children,
  relatedLabel,
  related = [],
  onNavigate,
  ...dom
}: StaticPageProps) {
  return (
    <article className={styles.root} aria-labelledby="kd-static-title" data-testid={dom['data-testid']}>
      <header className={styles.hero}>
        <h1 id="kd-static-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {updated ? <p className={styles.updated}>{updated}</p> : null}
      </header>
      {sections.length > 0 ? (
        <div className={styles.layout}>
          {contentsLabel ? (
            <nav className={styles.toc} aria-label={contentsLabel}>
              <p className={styles.tocTitle}>{contentsLabel}</p>
              <ul className={styles.tocList}>
                {sections.map((section) => (
                  <li key={section.id}>
                    <Link href={`#${section.id}`} tone="neutral" underline="hover">
                      {section.heading}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <span />
          )}
          <div className={styles.sections}>
            {sections.map((section) => (
              <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-h`}>
                <h2 id={`${section.id}-h`} className={styles.heading}>
                  {section.heading}
                </h2>
                {section.body ? <p className={styles.body}>{section.body}</p> : null}
                {section.items && section.items.length > 0 ? (
                  <ul className={styles.items}>
                    {section.items.map((item, i) => (
                      <li key={i} className={styles.item}>
                        {item}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      ) : null}
      {children}
      {related.length > 0 ? (
        <nav className={styles.related} aria-label={relatedLabel}>
          {related.map((link) => (
            <Link key={link.href} href={link.href} onClick={navigateHandler(link.href, onNavigate)}>
              {link.label}
            </Link>
          ))}
        </nav>
      ) : null}
    </article>
  );
}
StaticPage.displayName = 'StaticPage';
