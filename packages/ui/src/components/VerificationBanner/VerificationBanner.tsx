import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';

export const verificationBannerStates = ['ready', 'sending', 'cooldown'] as const;
export type VerificationBannerState = (typeof verificationBannerStates)[number];

export interface VerificationBannerProps {
  title?: string;
  /** 'Your email is not verified. Please verify your email address to unlock all features.' */
  text: string;
  resendLabel: string;
  sendingLabel: string;
  /** During the 60-minute cooldown, e.g. "Resend in 42 minutes" (the button is disabled). */
  cooldownLabel?: string;
  state?: VerificationBannerState;
  onResend: () => void;
  dismissLabel: string;
  /** Hides the banner for 24 hours (the app keeps the time). */
  onDismiss: () => void;
  'data-testid'?: string;
}

/** The reminder an unverified member sees (docs/product/accounts.md): resend with a minutes countdown, dismiss for 24 h. */
export function VerificationBanner({
  title,
  text,
  resendLabel,
  sendingLabel,
  cooldownLabel,
  state = 'ready',
  onResend,
  dismissLabel,
  onDismiss,
  ...dom
}: VerificationBannerProps) {
  const label =
    state === 'sending' ? sendingLabel : state === 'cooldown' && cooldownLabel ? cooldownLabel : resendLabel;
  return (
    <Banner
      tone="caution"
      title={title}
      dismissLabel={dismissLabel}
      onDismiss={onDismiss}
      data-testid={dom['data-testid']}
      actions={
        <Button
          size="sm"
          variant="soft"
          tone="neutral"
          loading={state === 'sending'}
          disabled={state === 'cooldown'}
          onClick={onResend}
          data-state={state}
        >
          {label}
        </Button>
      }
    >
      {text}
    </Banner>
  );
}
VerificationBanner.displayName = 'VerificationBanner';
