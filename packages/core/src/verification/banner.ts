/**
 * Email verification banner (docs/product/accounts.md; docs/product/accounts.md): hidden for 24 hours after dismissal; after a resend the
 * button is disabled for 60 minutes and counts down in minutes.
 */
export const BANNER_DISMISS_MS = 24 * 3_600_000;
export const RESEND_COOLDOWN_MS = 60 * 60_000;
export const BANNER_DISMISSED_KEY = 'verificationBannerDismissedAt';

export const verificationMessages = {
  banner: 'Your email is not verified. Please verify your email address to unlock all features.',
  sent: 'Verification email sent.',
  sendFailed: 'Failed to send verification',
  tooMany: 'Too many requests, please wait.',
  verifying: 'Verifying your email address...',
  success: 'Verification Successful!',
  failed: 'Verification failed. Please try again.',
  tokenMissing: 'Verification token is missing. Please check your email link.',
  resendSent: 'Verification email has been sent!',
  logInToResend: 'Please log in to resend the verification email.',
} as const;

export function shouldShowBanner(input: {
  isVerified: boolean | undefined;
  dismissedAt: number | null;
  nowMs: number;
}): boolean {
  if (input.isVerified !== false) return false;
  return input.dismissedAt === null || input.nowMs - input.dismissedAt >= BANNER_DISMISS_MS;
}

/** Minutes left before another resend (rounded up); 0 when the button is enabled. */
export function resendMinutesLeft(lastSentAt: number | null, nowMs: number): number {
  if (lastSentAt === null) return 0;
  const left = lastSentAt + RESEND_COOLDOWN_MS - nowMs;
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}
