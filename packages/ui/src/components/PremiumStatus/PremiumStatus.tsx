import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CheckIcon, CrownIcon } from '../../icons/icons';
import * as styles from './PremiumStatus.css';

export const premiumStatusKinds = ['renewing', 'canceled', 'included'] as const;
export type PremiumStatusKind = (typeof premiumStatusKinds)[number];

export interface PremiumStatusProps {
  title: ReactNode;
  /** What Premium gives, one line each. */
  perks: ReactNode[];
  /**
   * `renewing`: a paid plan that renews (Cancel shows); `canceled`: it ends at the period's end (Keep Premium
   * shows); `included`: Premium comes with the account (no billing, no buttons).
   */
  kind: PremiumStatusKind;
  /** The period line, e.g. "Renews on 24 November 2027" (the app formats the date). */
  note: ReactNode;
  labels: { cancel: string; resume: string };
  onCancel?: () => void;
  onResume?: () => void;
  /** A cancel or resume on its way: the button waits. */
  busy?: boolean;
  'data-testid'?: string;
}

/** The subscription page for a member who is already Premium: crown, perks, the period's end and cancel/resume. */
export function PremiumStatus({
  title,
  perks,
  kind,
  note,
  labels,
  onCancel,
  onResume,
  busy = false,
  ...dom
}: PremiumStatusProps) {
  return (
    <section className={styles.root} data-kind={kind} data-testid={dom['data-testid']}>
      <span className={styles.crown} aria-hidden="true">
        <CrownIcon size="lg" />
      </span>
      <h1 className={styles.title}>{title}</h1>
      <ul className={styles.perks}>
        {perks.map((perk, i) => (
          <li key={i} className={styles.perk}>
            <span className={styles.check} aria-hidden="true">
              <CheckIcon size="sm" />
            </span>
            <span>{perk}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note} data-testid={kind === 'included' ? undefined : 'period-end'}>
        {note}
      </p>
      {kind === 'renewing' ? (
        <Button variant="soft" tone="critical" onClick={onCancel} loading={busy}>
          {labels.cancel}
        </Button>
      ) : kind === 'canceled' ? (
        <Button onClick={onResume} loading={busy}>
          {labels.resume}
        </Button>
      ) : null}
    </section>
  );
}
PremiumStatus.displayName = 'PremiumStatus';
