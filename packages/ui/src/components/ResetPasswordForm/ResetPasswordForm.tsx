import type { FormEvent, ReactNode } from 'react';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { PasswordFields, type PasswordValues } from '../private/PasswordFields';
import * as styles from '../private/AuthForm.css';
import { navigateHandler } from '../private/navigate';

export const resetPasswordStates = ['form', 'done', 'missingToken'] as const;
export type ResetPasswordState = (typeof resetPasswordStates)[number];

export type ResetPasswordValues = PasswordValues;

export interface ResetPasswordFormCopy {
  password: string;
  confirmPassword: string;
  passwordHint: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successBody: string;
  signIn: string;
  missingToken: string;
  requestNew: string;
}

export interface ResetPasswordFormProps {
  copy: ResetPasswordFormCopy;
  state?: ResetPasswordState;
  errors?: Partial<Record<keyof ResetPasswordValues, ReactNode>>;
  generalError?: ReactNode;
  submitting?: boolean;
  onSubmit: (values: ResetPasswordValues) => void;
  loginHref?: string;
  forgotHref?: string;
  onNavigate?: (href: string) => void;
  'data-testid'?: string;
}

/** Reset password from the emailed link: new password twice (registration's rules), then sign in again. */
export function ResetPasswordForm({
  copy,
  state = 'form',
  errors = {},
  generalError,
  submitting = false,
  onSubmit,
  loginHref = '/login',
  forgotHref = '/forgot-password',
  onNavigate,
  ...dom
}: ResetPasswordFormProps) {
  if (state === 'done') {
    return (
      <div className={styles.done} data-state="done" data-testid={dom['data-testid']}>
        <Banner tone="positive" title={copy.successTitle} live>
          {copy.successBody}
        </Banner>
        <Button size="lg" onClick={() => onNavigate?.(loginHref)}>
          {copy.signIn}
        </Button>
      </div>
    );
  }
  if (state === 'missingToken') {
    return (
      <div className={styles.done} data-state="missingToken" data-testid={dom['data-testid']}>
        <Banner tone="critical" live>
          {copy.missingToken}
        </Banner>
        <Link href={forgotHref} onClick={navigateHandler(forgotHref, onNavigate)}>
          {copy.requestNew}
        </Link>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    onSubmit({
      password: String(data.get('password') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    });
  };
  return (
    <div className={styles.form} data-state={submitting ? 'submitting' : 'form'} data-testid={dom['data-testid']}>
      {generalError ? (
        <Banner tone="critical" live>
          {generalError}
        </Banner>
      ) : null}
      <form className={styles.form} noValidate onSubmit={submit}>
        <PasswordFields purpose="new" copy={copy} errors={errors} />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </form>
    </div>
  );
}
ResetPasswordForm.displayName = 'ResetPasswordForm';
