import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Skeleton } from '../Skeleton/Skeleton';
import { initialsOf } from '../Avatar/initials';
import { navigateHandler } from '../private/navigate';
import * as styles from './PeopleOnlineGrid.css';

export interface OnlinePerson {
  id: string;
  nickname: string;
  age?: number | null;
  location?: string | null;
  photo?: string | null;
}

export interface PeopleOnlineGridProps {
  title: ReactNode;
  subtitle?: ReactNode;
  people: OnlinePerson[];
  loading?: boolean;
  /** How many skeleton cards while loading (spec: the list holds 12). */
  skeletonCount?: number;
  /** The list is the sample fallback (docs/product/public-pages.md): say so. */
  sample?: boolean;
  sampleNote?: ReactNode;
  /**
   * What a card leads to, its accessible description, e.g. "Join to see the profile". The card's name is its
   * visible text (nickname, age, city), so speech input can say what is on screen (WCAG 2.5.3).
   */
  cardHint: string;
  onlineLabel: string;
  loadingLabel: string;
  /** Where a card and 'Join to See More' go (visitors: /register). */
  href?: string;
  joinLabel: string;
  onNavigate?: (href: string) => void;
  'data-testid'?: string;
}

const toneOf = (name: string) => String([...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 4);

/** 'People Online Now' on the public home page: photo cards with nickname, age and city. */
export function PeopleOnlineGrid({
  title,
  subtitle,
  people,
  loading = false,
  skeletonCount = 8,
  sample = false,
  sampleNote,
  cardHint,
  onlineLabel,
  loadingLabel,
  href = '/register',
  joinLabel,
  onNavigate,
  ...dom
}: PeopleOnlineGridProps) {
  const hintId = `kd-online-hint-${useId()}`;
  return (
    <section
      className={styles.root}
      aria-labelledby="kd-online-title"
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : sample ? 'sample' : 'live'}
      data-testid={dom['data-testid']}
    >
      <header className={styles.header}>
        <h2 id="kd-online-title" className={styles.title}>
          <span className={styles.live} aria-hidden="true" />
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {/* Not shown: every card's description. */}
        <p hidden id={hintId}>
          {cardHint}
        </p>
      </header>
      {loading ? (
        <ul className={styles.grid} aria-label={loadingLabel}>
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i} className={styles.skeleton}>
              <Skeleton shape="rect" width="100%" size={400} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.grid}>
          {people.map((person) => (
            <li key={person.id}>
              <a
                className={styles.card}
                href={href}
                aria-describedby={hintId}
                onClick={navigateHandler(href, onNavigate)}
                data-sample={sample || undefined}
              >
                {person.photo ? (
                  <img className={styles.photo} src={person.photo} alt="" loading="lazy" decoding="async" />
                ) : (
                  <span className={styles.initials} data-tone={toneOf(person.nickname)} aria-hidden="true">
                    {initialsOf(person.nickname)}
                  </span>
                )}
                <span className={styles.onlineDot} title={onlineLabel} aria-hidden="true" />
                <span className={styles.shade}>
                  <span className={styles.name}>
                    <bdi translate="no">{person.nickname}</bdi>
                    {person.age ? <>, {person.age}</> : null}
                  </span>
                  {person.location ? (
                    <span className={styles.meta}>
                      <bdi>{person.location}</bdi>
                    </span>
                  ) : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        {sample && sampleNote ? <p className={styles.sample}>{sampleNote}</p> : <span />}
        <Button variant="soft" onClick={() => onNavigate?.(href)}>
          {joinLabel}
        </Button>
      </div>
    </section>
  );
}
PeopleOnlineGrid.displayName = 'PeopleOnlineGrid';
