import type { FormEvent, ReactNode } from 'react';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { TextField } from '../TextField/TextField';
import * as styles from '../private/AuthForm.css';
import { navigateHandler } from '../private/navigate';

export interface ForgotPasswordFormCopy {
  email: string;
  submit: string;
  submitting: string;
  sentTitle: string;
  /** Already formatted with the address, e.g. "If an account exists for noa@…, a link is on its way." */
  sentBody: ReactNode;
  tryAgain: string;
  backToLogin: string;
}

export interface ForgotPasswordFormProps {
  copy: ForgotPasswordFormCopy;
  error?: ReactNode;
  generalError?: ReactNode;
  submitting?: boolean;
  /** After the request: the same confirmation whether or not an account exists (no enumeration). */
  sent?: boolean;
  defaultEmail?: string;
  onSubmit: (email: string) => void;
  onTryAgain?: () => void;
  loginHref?: string;
  onNavigate?: (href: string) => void;
  'data-testid'?: string;
}

/** Forgot password: one email field, then a confirmation that never says whether the account exists. */
export function ForgotPasswordForm({
  copy,
  error,
  generalError,
  submitting = false,
  sent = false,
  defaultEmail,
  onSubmit,
  onTryAgain,
  loginHref = '/login',
  onNavigate,
  ...dom
}: ForgotPasswordFormProps) {
  const back = (
    <Link href={loginHref} onClick={navigateHandler(loginHref, onNavigate)}>
      {copy.backToLogin}
    </Link>
  );
  if (sent) {
    return (
      <div className={styles.done} data-state="sent" data-testid={dom['data-testid']}>
        <Banner tone="positive" title={copy.sentTitle} live>
          {copy.sentBody}
        </Banner>
        <div className={styles.actions}>
          {onTryAgain ? (
            <Button variant="soft" tone="neutral" onClick={onTryAgain}>
              {copy.tryAgain}
            </Button>
          ) : null}
          {back}
        </div>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(String(new FormData(event.currentTarget).get('email') ?? ''));
  };
  return (
    <div className={styles.form} data-state={submitting ? 'submitting' : 'idle'} data-testid={dom['data-testid']}>
      {generalError ? (
        <Banner tone="critical" live>
          {generalError}
        </Banner>
      ) : null}
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={copy.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={defaultEmail}
          error={error}
          required
        />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </form>
      <p className={styles.divider}>{back}</p>
    </div>
  );
}
ForgotPasswordForm.displayName = 'ForgotPasswordForm';
