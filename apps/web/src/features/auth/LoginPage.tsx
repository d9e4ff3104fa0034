import { validateLogin } from '@kindred/core';
import { LoginForm, loginFormCopy, type LoginValues } from '@kindred/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { isAuthenticatedAtom } from '../session/atoms';
import { signIn } from '../session/session';
import { errorText, login } from './api';
import { AuthFrame } from './components/AuthFrame';
import { socialButtons } from './components/socialProviders';

/** Where to go after signing in: the saved 'from' (a path of this app), else /dashboard (docs/product/accounts.md). */
export function destinationOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login'
    ? from
    : '/dashboard';
}

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'validation', 'core']);
  const navigate = useNavigate();
  const location = useLocation();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [generalError, setGeneralError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const destination = destinationOf(location.state);

  if (authenticated && !submitting) return <Navigate to={destination} replace />;

  const submit = async (values: LoginValues) => {
    const found = validateLogin(values);
    setErrors(
      Object.fromEntries(Object.entries(found).map(([field, issue]) => [field, t(`validation:${issue!.key}`)])),
    );
    setGeneralError(undefined);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const reply = await login({ email: values.email.trim(), password: values.password, rememberMe: values.remember });
      signIn(reply, { remember: values.remember });
      toast({
        kind: 'success',
        title: reply.user?.nickname
          ? t('auth:login.welcomeBack', { nickname: reply.user.nickname })
          : t('auth:login.welcomeBackAnonymous'),
      });
      navigate(destination, { replace: true });
    } catch (error) {
      setGeneralError(errorText(error, t, t('auth:login.failed')));
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
      <LoginForm
        copy={loginFormCopy(t)}
        social={socialButtons(t)}
        errors={errors}
        generalError={generalError}
        submitting={submitting}
        onSubmit={(values) => void submit(values)}
        onNavigate={(href) => navigate(href)}
        data-testid="login-form"
      />
    </AuthFrame>
  );
}
