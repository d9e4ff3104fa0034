/**
 * Tier derivation (decisions: Tiers and limits). TODO(core): move to @kindred/core tiers/permissions once it exists.
 */
export type AccountTier = 'FREE' | 'PAID' | 'FEMALE' | 'COUPLE';

export const FREE_DAILY_LIKES = 3;
export const FREE_STORY_COOLDOWN_HOURS = 72;

export function deriveTier(baseTier: string, paidUntil: Date | null, now: number): AccountTier {
  if (baseTier === 'COUPLE' || baseTier === 'FEMALE') return baseTier;
  if (paidUntil && paidUntil.getTime() > now) return 'PAID';
  return 'FREE';
}

export const isPremiumTier = (tier: AccountTier): boolean => tier !== 'FREE';

/** Registration identity → base tier: couple → COUPLE, woman → FEMALE, else FREE (spec 001 §4). */
export function baseTierFor(iAm: string, isCouple: boolean | undefined): 'COUPLE' | 'FEMALE' | 'FREE' {
  if (iAm === 'couple' || isCouple === true) return 'COUPLE';
  if (iAm === 'woman') return 'FEMALE';
  return 'FREE';
}
