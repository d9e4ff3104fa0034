import { resendMinutesLeft, shouldShowBanner } from '@kindred/core';
import { VerificationBanner } from '@kindred/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { currentMemberAtom, tokenAtom } from '../session/atoms';
import { bannerDismissedAtAtom, errorText, resendVerification, statusOf, verificationSentAtAtom } from './verification';

/**
 * The member area's reminder for an unverified email (docs/product/accounts.md): hidden 24 h after dismissal; after a resend
 * the button waits 60 minutes, counting down in minutes. The shell or the dashboard lazy-loads it.
 */
export function VerificationNotice() {
  const { t } = useTranslation('auth');
  const member = useAtomValue(currentMemberAtom);
  const token = useAtomValue(tokenAtom);
  const [dismissedAt, setDismissedAt] = useAtom(bannerDismissedAtAtom);
  const [sentAt, setSentAt] = useAtom(verificationSentAtAtom);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);

  const minutes = resendMinutesLeft(sentAt, now);
  useEffect(() => {
    if (minutes <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [minutes]);

  if (!member || !shouldShowBanner({ isVerified: member.isVerified, dismissedAt, nowMs: now })) return null;

  const resend = async () => {
    setSending(true);
    try {
      await resendVerification(token);
      setSentAt(Date.now());
      setNow(Date.now());
      toast({ kind: 'success', title: t('verifyBanner.sent') });
    } catch (error) {
      if (statusOf(error) === 429) {
        setSentAt(Date.now());
        setNow(Date.now());
        toast({ kind: 'warning', title: t('verifyBanner.tooMany') });
      } else toast({ kind: 'error', title: errorText(error, t, t('verifyBanner.failed')) });
    } finally {
      setSending(false);
    }
  };

  return (
    <VerificationBanner
      title={t('verifyBanner.title')}
      text={t('verifyBanner.text')}
      resendLabel={t('verifyBanner.resend')}
      sendingLabel={t('verifyBanner.sending')}
      cooldownLabel={t('verifyBanner.resendIn', { count: minutes })}
      state={sending ? 'sending' : minutes > 0 ? 'cooldown' : 'ready'}
      onResend={() => void resend()}
      dismissLabel={t('verifyBanner.dismiss')}
      onDismiss={() => setDismissedAt(Date.now())}
      data-testid="verification-banner"
    />
  );
}

export default VerificationNotice;
