import type { ReactNode } from 'react';
import * as styles from './StatusView.css';

export interface StatusViewProps {
  art: ReactNode;
  tone?: 'accent' | 'critical';
  eyebrow?: ReactNode;
  title: ReactNode;
  titleId?: string;
  body?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
  headingLevel?: 1 | 2;
  testId?: string;
  state?: string;
}

/** The shared layout of whole-page states (error, not found, authentication error): art, title, text, actions. */
export function StatusView({
  art,
  tone = 'accent',
  eyebrow,
  title,
  titleId,
  body,
  actions,
  role,
  headingLevel = 1,
  testId,
  state,
}: StatusViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.root} role={role} aria-labelledby={titleId} data-testid={testId} data-state={state}>
      <span className={styles.art} data-tone={tone} aria-hidden="true">
        {art}
      </span>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading className={styles.title} id={titleId}>
        {title}
      </Heading>
      {body ? <p className={styles.body}>{body}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
StatusView.displayName = 'StatusView';
