import { VerifyEmailStatus, type VerifyEmailState } from '@kindred/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { currentMemberAtom, isAuthenticatedAtom, tokenAtom } from '../session/atoms';
import { errorText, resendVerification, statusOf, verifyEmailOnce } from './api';
import { verificationSentAtAtom } from './atoms';
import { AuthFrame } from './components/AuthFrame';

/** /verify-email?token=… (docs/product/accounts.md): verifying, then success or failure with a resend. */
export default function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'validation', 'core']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const sessionToken = useAtomValue(tokenAtom);
  const member = useAtomValue(currentMemberAtom);
  const setMember = useSetAtom(currentMemberAtom);
  const setSentAt = useSetAtom(verificationSentAtAtom);
  const [state, setState] = useState<VerifyEmailState>(token ? 'verifying' : 'missing');
  const [message, setMessage] = useState<string>();
  const [resending, setResending] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyEmailOnce(token).then(
      () => {
        if (!live) return;
        setState('success');
        setMember((m) => (m ? { ...m, isVerified: true } : m));
      },
      (error: unknown) => {
        if (!live) return;
        setMessage(errorText(error, t, t('auth:verify.failedBody')));
        setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [token, t, setMember]);

  const shown: VerifyEmailState = state === 'error' && member?.isVerified ? 'already' : state;

  const resend = async () => {
    if (!authenticated) {
      toast({ kind: 'info', title: t('auth:verify.loginToResend') });
      return;
    }
    setResending(true);
    try {
      await resendVerification(sessionToken);
      setSentAt(Date.now());
      toast({ kind: 'success', title: t('auth:verify.resendSent') });
    } catch (error) {
      if (statusOf(error) === 429) setSentAt(Date.now());
      toast({ kind: 'error', title: errorText(error, t, t('auth:verifyBanner.failed')) });
    } finally {
      setResending(false);
    }
  };

  const next = authenticated
    ? { label: t('auth:verify.toDashboard'), href: '/dashboard' }
    : { label: t('auth:verify.signIn'), href: '/login' };
  const failure = {
    primary: {
      label: resending ? t('auth:verify.resending') : t('auth:verify.resend'),
      onClick: () => void resend(),
      loading: resending,
    },
    secondary: { label: t('auth:verify.backToLogin'), href: '/login' },
  };
  const views: Record<VerifyEmailState, Parameters<typeof VerifyEmailStatus>[0]> = {
    verifying: { state: 'verifying', title: t('auth:verify.verifying') },
    success: {
      state: 'success',
      title: t('auth:verify.successTitle'),
      body: t('auth:verify.successBody'),
      primary: next,
    },
    already: {
      state: 'already',
      title: t('auth:verify.alreadyTitle'),
      body: t('auth:verify.alreadyBody'),
      primary: next,
    },
    error: {
      state: 'error',
      title: t('auth:verify.failedTitle'),
      body: message ?? t('auth:verify.failedBody'),
      ...failure,
    },
    missing: { state: 'missing', title: t('auth:verify.failedTitle'), body: t('auth:verify.missingToken'), ...failure },
  };

  return (
    <AuthFrame title={t('common:pages.verifyEmail.title')} align="center">
      <VerifyEmailStatus {...views[shown]} onNavigate={(href) => navigate(href)} data-testid="verify-email" />
    </AuthFrame>
  );
}
