import type { FormEvent, ReactNode } from 'react';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { NativeCheckbox } from '../private/NativeCheckbox';
import { Link } from '../Link/Link';
import { PasswordFields } from '../private/PasswordFields';
import { TextField } from '../TextField/TextField';
import * as styles from '../private/AuthForm.css';
import { navigateHandler } from '../private/navigate';

export const loginFields = ['email', 'password'] as const;
export type LoginField = (typeof loginFields)[number];

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginFormCopy {
  email: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  remember: string;
  forgot: string;
  submit: string;
  submitting: string;
  noAccount: string;
  signUp: string;
  /** With `social`, the divider text and the two providers' names (docs/product/accounts.md: no behaviour shown). */
  orContinue?: string;
}

const COPY_KEYS = [
  'email',
  'password',
  'showPassword',
  'hidePassword',
  'remember',
  'forgot',
  'submit',
  'submitting',
  'noAccount',
  'signUp',
  'orContinue',
] as const;

/** The form's copy from the `auth` catalogue (`auth:login.*`), through the host's translate function. */
export function loginFormCopy(t: (key: `auth:login.${(typeof COPY_KEYS)[number]}`) => string): LoginFormCopy {
  return Object.fromEntries(COPY_KEYS.map((key) => [key, t(`auth:login.${key}`)])) as unknown as LoginFormCopy;
}

export interface LoginFormProps {
  copy: LoginFormCopy;
  /** Field messages (already translated), e.g. from core's validateLogin. */
  errors?: Partial<Record<LoginField, ReactNode>>;
  /** The server's message in the general alert (docs/product/accounts.md). */
  generalError?: ReactNode;
  submitting?: boolean;
  defaultValues?: Partial<LoginValues>;
  onSubmit: (values: LoginValues) => void;
  forgotHref?: string;
  signUpHref?: string;
  /** Routes in-app links through the app's router. */
  onNavigate?: (href: string) => void;
  social?: { label: string; onClick: () => void }[];
  'data-testid'?: string;
}

/** Sign in: email, password with show/hide, remember me, forgot and sign-up links, the general alert. */
export function LoginForm({
  copy,
  errors = {},
  generalError,
  submitting = false,
  defaultValues = {},
  onSubmit,
  forgotHref = '/forgot-password',
  signUpHref = '/register',
  onNavigate,
  social,
  ...dom
}: LoginFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    onSubmit({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      // Read from the field, like the others: a box ticked on the prerendered page before the app took over counts.
      remember: data.has('remember'),
    });
  };
  return (
    <div className={styles.form} data-testid={dom['data-testid']}>
      {generalError ? (
        <Banner tone="critical" live>
          {generalError}
        </Banner>
      ) : null}
      <form className={styles.form} noValidate onSubmit={submit} data-state={submitting ? 'submitting' : 'idle'}>
        <TextField
          label={copy.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={defaultValues.email}
          error={errors.email}
          required
        />
        <PasswordFields
          purpose="current"
          copy={copy}
          defaultPassword={defaultValues.password}
          errors={{ password: errors.password }}
        />
        <div className={styles.row}>
          <NativeCheckbox label={copy.remember} name="remember" defaultChecked={defaultValues.remember} />
          <Link href={forgotHref} onClick={navigateHandler(forgotHref, onNavigate)}>
            {copy.forgot}
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </form>
      {social && social.length > 0 ? (
        <>
          {copy.orContinue ? <p className={styles.divider}>{copy.orContinue}</p> : null}
          <div className={styles.social}>
            {social.map((provider) => (
              <Button key={provider.label} variant="soft" tone="neutral" onClick={provider.onClick}>
                {provider.label}
              </Button>
            ))}
          </div>
        </>
      ) : null}
      <p className={styles.divider}>
        <span>
          {copy.noAccount}{' '}
          <Link href={signUpHref} onClick={navigateHandler(signUpHref, onNavigate)}>
            {copy.signUp}
          </Link>
        </span>
      </p>
    </div>
  );
}
LoginForm.displayName = 'LoginForm';
