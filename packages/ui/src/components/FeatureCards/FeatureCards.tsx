import type { ReactNode } from 'react';
import { HeartIcon, LockIcon, MessageIcon } from '../../icons/icons';
import * as styles from './FeatureCards.css';

/** The three features of the home page (docs/product/public-pages.md): privacy, secure communication, smart matching. */
export const featureKinds = ['privacy', 'secure', 'matching'] as const;
export type FeatureKind = (typeof featureKinds)[number];

const icons: Record<FeatureKind, ReactNode> = {
  privacy: <LockIcon size="md" />,
  secure: <MessageIcon size="md" />,
  matching: <HeartIcon size="md" />,
};

export interface FeatureCardItem {
  kind: FeatureKind;
  title: ReactNode;
  body: ReactNode;
}

export interface FeatureCardsProps {
  title?: ReactNode;
  items: FeatureCardItem[];
  'data-testid'?: string;
}

export function FeatureCards({ title, items, ...dom }: FeatureCardsProps) {
  return (
    <section
      className={styles.root}
      aria-labelledby={title ? 'kd-features-title' : undefined}
      data-testid={dom['data-testid']}
    >
      {title ? (
        <h2 id="kd-features-title" className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.kind} className={styles.card} data-kind={item.kind}>
            <span className={styles.icon} aria-hidden="true">
              {icons[item.kind]}
            </span>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.body}>{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
FeatureCards.displayName = 'FeatureCards';
