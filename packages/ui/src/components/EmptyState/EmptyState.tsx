import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export const emptyStateHeadingLevels = [2, 3, 4] as const;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon (rendered in a soft accent circle). */
  icon?: ReactNode;
  /** Call to action, e.g. a Button. */
  actions?: ReactNode;
  headingLevel?: (typeof emptyStateHeadingLevels)[number];
  'data-testid'?: string;
}

/** What a list or page shows when there is nothing yet, and what to do about it. */
export function EmptyState({ title, description, icon, actions, headingLevel = 2, ...dom }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className={styles.root} data-testid={dom['data-testid']}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
EmptyState.displayName = 'EmptyState';
