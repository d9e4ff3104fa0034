import type { ReactNode } from 'react';
import { ErrorIcon, SuccessIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Spinner } from '../Spinner/Spinner';
import { navigateHandler } from '../private/navigate';
import * as styles from './VerifyEmailStatus.css';

export const verifyEmailStates = ['verifying', 'success', 'already', 'error', 'missing'] as const;
export type VerifyEmailState = (typeof verifyEmailStates)[number];

export interface VerifyEmailAction {
  label: string;
  onClick?: () => void;
  href?: string;
  loading?: boolean;
}

export interface VerifyEmailStatusProps {
  state: VerifyEmailState;
  title: ReactNode;
  body?: ReactNode;
  /** Success: to the dashboard (member) or Sign In (visitor); error: Resend Verification Email. */
  primary?: VerifyEmailAction;
  /** e.g. the link back to /login. */
  secondary?: VerifyEmailAction;
  onNavigate?: (href: string) => void;
  headingLevel?: 1 | 2;
  'data-testid'?: string;
}

/** The /verify-email page's states (docs/product/accounts.md): verifying, success, already verified, failed, token missing. */
export function VerifyEmailStatus({
  state,
  title,
  body,
  primary,
  secondary,
  onNavigate,
  headingLevel = 2,
  ...dom
}: VerifyEmailStatusProps) {
  const Heading = `h${headingLevel}` as 'h1' | 'h2';
  const busy = state === 'verifying';
  const action = (a: VerifyEmailAction, variant: 'solid' | 'ghost') =>
    a.href && variant === 'ghost' ? (
      <Link href={a.href} onClick={navigateHandler(a.href, onNavigate)} tone="neutral">
        {a.label}
      </Link>
    ) : (
      <Button
        variant={variant}
        size={variant === 'solid' ? 'lg' : 'md'}
        onClick={a.onClick ?? (a.href ? () => onNavigate?.(a.href!) : undefined)}
        loading={a.loading}
      >
        {a.label}
      </Button>
    );
  return (
    <div
      className={styles.root}
      data-state={state}
      role={busy ? 'status' : state === 'error' || state === 'missing' ? 'alert' : 'status'}
      aria-busy={busy || undefined}
      data-testid={dom['data-testid']}
    >
      <span className={styles.badge} aria-hidden="true">
        {busy ? (
          <Spinner size="lg" label="" />
        ) : state === 'success' || state === 'already' ? (
          <SuccessIcon size="xl" />
        ) : (
          <ErrorIcon size="xl" />
        )}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {body ? <p className={styles.body}>{body}</p> : null}
      {primary || secondary ? (
        <div className={styles.actions}>
          {primary ? action(primary, 'solid') : null}
          {secondary ? action(secondary, 'ghost') : null}
        </div>
      ) : null}
    </div>
  );
}
VerifyEmailStatus.displayName = 'VerifyEmailStatus';
