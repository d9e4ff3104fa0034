/**
 * Tier derivation on the server, from stored columns, using the rules in @kindred/core (decisions: Tiers).
 * `base_tier` is the identity chosen at registration; PAID comes from an active period (`paid_until`).
 */
import { deriveTier as coreDeriveTier, isPremium, type AccountTier } from '@kindred/core';

export { FREE_DAILY_LIKES, FREE_STORY_COOLDOWN_HOURS, tierFromIdentity } from '@kindred/core';
export type { AccountTier } from '@kindred/core';

export function deriveTier(baseTier: string, paidUntil: Date | null, now: number): AccountTier {
  return coreDeriveTier({
    isCouple: baseTier === 'COUPLE',
    iAm: baseTier === 'FEMALE' ? 'woman' : undefined,
    subscriptionActive: paidUntil !== null && paidUntil.getTime() > now,
  });
}

export const isPremiumTier = (tier: AccountTier): boolean => isPremium(tier);

/** Registration identity → base tier (docs/product/subscription.md), via core. */
export function baseTierFor(iAm: string, isCouple: boolean | undefined): AccountTier {
  return coreDeriveTier({ iAm, isCouple });
}
