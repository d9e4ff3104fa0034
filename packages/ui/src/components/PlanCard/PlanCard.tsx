import type { ReactNode } from 'react';
import { CheckIcon } from '../../icons/icons';
import * as styles from './PlanCard.css';

export const planCardTones = ['neutral', 'featured'] as const;

export interface PlanCardProps {
  name: string;
  /** "$11.99". */
  price: string;
  /** "/ month". */
  period?: string;
  /** "Billed once a year, $143.88". */
  note?: string;
  features: readonly string[];
  tone?: (typeof planCardTones)[number];
  /** A ribbon such as "Your plan". */
  ribbon?: string;
  /** The action (a Button) or a status line. */
  action?: ReactNode;
  'data-testid'?: string;
}

/** One plan of the subscription page: name, price, what it includes, the way to get it. */
export function PlanCard({
  name,
  price,
  period,
  note,
  features,
  tone = 'neutral',
  ribbon,
  action,
  ...dom
}: PlanCardProps) {
  return (
    <article className={styles.root} data-tone={tone} data-testid={dom['data-testid']}>
      {ribbon ? <span className={styles.ribbon}>{ribbon}</span> : null}
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.price}>
        <bdi className={styles.amount}>{price}</bdi>
        {period ? <span className={styles.period}> {period}</span> : null}
      </p>
      {note ? <p className={styles.note}>{note}</p> : null}
      <ul className={styles.features}>
        {features.map((f) => (
          <li key={f} className={styles.feature}>
            <span className={styles.check} aria-hidden="true">
              <CheckIcon size="sm" />
            </span>
            {f}
          </li>
        ))}
      </ul>
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
PlanCard.displayName = 'PlanCard';
