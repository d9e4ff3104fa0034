import { emailRule } from '@kindred/core';
import { ForgotPasswordForm } from '@kindred/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText, forgotPassword } from './api';
import { AuthFrame } from './components/AuthFrame';

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'core']);
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [generalError, setGeneralError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const submit = async (email: string) => {
    const issue = emailRule(email);
    setError(issue ? t(`validation:${issue.key}`) : undefined);
    setGeneralError(undefined);
    if (issue) return;
    setSubmitting(true);
    try {
      await forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setGeneralError(errorText(failure, t, t('auth:register.unexpected')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame title={t('auth:forgot.title')} subtitle={sentTo ? undefined : t('auth:forgot.subtitle')} art="sunrise">
      <ForgotPasswordForm
        key={attempt}
        copy={{
          email: t('auth:forgot.email'),
          submit: t('auth:forgot.submit'),
          submitting: t('auth:forgot.submitting'),
          sentTitle: t('auth:forgot.sentTitle'),
          sentBody: t('auth:forgot.sentBody', { email: sentTo ?? '' }),
          tryAgain: t('auth:forgot.tryAgain'),
          backToLogin: t('auth:forgot.backToLogin'),
        }}
        error={error}
        generalError={generalError}
        submitting={submitting}
        sent={sentTo !== null}
        onSubmit={(email) => void submit(email)}
        onTryAgain={() => {
          setSentTo(null);
          setAttempt((n) => n + 1);
        }}
        onNavigate={(href) => navigate(href)}
        data-testid="forgot-password"
      />
    </AuthFrame>
  );
}
