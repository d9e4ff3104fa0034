import { confirmPasswordRule, passwordRule } from '@kindred/core';
import { ResetPasswordForm, type ResetPasswordValues } from '@kindred/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signOut } from '../session/session';
import { errorText, resetPassword } from './api';
import { AuthFrame } from './components/AuthFrame';

export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'core']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [errors, setErrors] = useState<Partial<Record<keyof ResetPasswordValues, string>>>({});
  const [generalError, setGeneralError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (values: ResetPasswordValues) => {
    const password = passwordRule(values.password);
    const confirm = confirmPasswordRule(values.password, values.confirmPassword);
    setErrors({
      password: password ? t(`validation:${password.key}`) : undefined,
      confirmPassword: confirm ? t(`validation:${confirm.key}`) : undefined,
    });
    setGeneralError(undefined);
    if (password || confirm) return;
    setSubmitting(true);
    try {
      await resetPassword(token, values.password);
      // Every session of the account ended on the server; this tab's too.
      await signOut();
      setDone(true);
    } catch (failure) {
      setGeneralError(errorText(failure, t, t('auth:register.unexpected')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame title={t('auth:reset.title')} subtitle={done || !token ? undefined : t('auth:reset.subtitle')}>
      <ResetPasswordForm
        copy={{
          password: t('auth:reset.password'),
          confirmPassword: t('auth:reset.confirmPassword'),
          passwordHint: t('auth:register.passwordHint'),
          showPassword: t('auth:login.showPassword'),
          hidePassword: t('auth:login.hidePassword'),
          submit: t('auth:reset.submit'),
          submitting: t('auth:reset.submitting'),
          successTitle: t('auth:reset.successTitle'),
          successBody: t('auth:reset.successBody'),
          signIn: t('auth:reset.signIn'),
          missingToken: t('auth:reset.missingToken'),
          requestNew: t('auth:reset.requestNew'),
        }}
        state={!token ? 'missingToken' : done ? 'done' : 'form'}
        errors={errors}
        generalError={generalError}
        submitting={submitting}
        onSubmit={(values) => void submit(values)}
        onNavigate={(href) => navigate(href)}
        data-testid="reset-password"
      />
    </AuthFrame>
  );
}
