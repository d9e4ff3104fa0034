import { BANNER_DISMISSED_KEY, type authEndpoints, type EndpointReply } from '@kindred/core';
import type { TFunction } from 'i18next';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { api } from '../../lib/http';
import { browserStorage } from '../../lib/storage';

// The email verification reminder's state and calls (docs/product/accounts.md), apart from the rest of the auth screens so the
// member shell loads only these (decision 0043).

const numberStorage = createJSONStorage<number | null>(() => browserStorage('localStorage'));
/** When the verification banner was dismissed (hidden for 24 h; docs/product/accounts.md). */
export const bannerDismissedAtAtom = atomWithStorage<number | null>(BANNER_DISMISSED_KEY, null, numberStorage, {
  getOnInit: true,
});
/** When a verification email was last requested here (the resend button counts down 60 minutes). */
export const verificationSentAtAtom = atomWithStorage<number | null>('verificationSentAt', null, numberStorage, {
  getOnInit: true,
});

/**
 * Resend needs the member's token (the client adds it too once the session layer does; saying it here is harmless).
 * Through the plain client with the contract's reply type: the visitor's verify-email page calls it too.
 */
export const resendVerification = (token: string | null) =>
  api<EndpointReply<typeof authEndpoints.resendVerification>>('/auth/resend-verification', {
    method: 'POST',
    toast: false,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });

interface Envelope {
  error?: string;
  message?: string;
  messageKey?: string;
  messageParams?: Record<string, string>;
}

/** The server's failure in the member's language: `t(messageKey, messageParams)`, else its message, else `fallback`. */
export function errorText(error: unknown, t: TFunction, fallback: string): string {
  const data = (error as { data?: unknown } | null)?.data as Envelope | undefined;
  if (data && typeof data === 'object') {
    if (data.messageKey) {
      const translated = t(data.messageKey, { ...data.messageParams, defaultValue: '' });
      if (translated) return translated;
    }
    const message = data.error ?? data.message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/** The HTTP status of a failed call (0 when the network failed). */
export const statusOf = (error: unknown): number =>
  (error as { status?: number; response?: { status?: number } } | null)?.status ??
  (error as { response?: { status?: number } } | null)?.response?.status ??
  0;
