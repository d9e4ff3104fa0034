import type { TFunction } from 'i18next';
import { toast } from '../../../lib/toast';

export const socialProviders = ['google', 'facebook'] as const;

/**
 * The two social providers of docs/product/accounts.md (sign in, and sign up on step 1), which have no behaviour yet: a click says
 * so in the member's language instead of doing nothing, and points to email sign-in.
 */
export function socialButtons(t: TFunction): { label: string; onClick: () => void }[] {
  return socialProviders.map((id) => {
    const provider = t(`auth:login.${id}`);
    return {
      label: provider,
      onClick: () => toast({ kind: 'info', title: t('auth:social.comingSoon', { provider }) }),
    };
  });
}
