/**
 * Account tiers and what each may do (docs/product/subscription.md; docs/product/subscription.md; decisions: Tiers and limits).
 * The server derives the tier and enforces these on every path; the client uses them for fast messages.
 */
import type { Identity } from '../options/options';
import { WINK_EMOJI } from '../options/wink';

export const accountTiers = ['FREE', 'PAID', 'FEMALE', 'COUPLE'] as const;
export type AccountTier = (typeof accountTiers)[number];

export const FREE_DAILY_LIKES = 3;
export const FREE_STORY_COOLDOWN_HOURS = 72;
const HOUR = 3_600_000;

export const permissionMessages = {
  message: 'Messaging requires a premium account',
  like: 'You have used all your daily likes',
  story: 'Story creation available in {hours} hours',
  unknown: 'Unknown action type',
  freeText: 'Free accounts can only send winks. Upgrade to send messages.',
  freeFiles: 'Free accounts cannot send files. Upgrade to send files.',
  freeCallPlace: 'Free accounts cannot make video calls. Upgrade for video calls.',
  freeCallReceive: 'Free accounts cannot receive video calls. Upgrade to accept.',
} as const;

/** decisions: COUPLE if registered as a couple, FEMALE if as a woman, PAID if a subscription is active, else FREE. */
export function deriveTier(member: {
  isCouple?: boolean | undefined;
  iAm?: Identity | string | null | undefined;
  subscriptionActive?: boolean | undefined;
}): AccountTier {
  if (member.isCouple === true || member.iAm === 'couple') return 'COUPLE';
  if (member.iAm === 'woman') return 'FEMALE';
  if (member.subscriptionActive === true) return 'PAID';
  return 'FREE';
}

/** Registration: woman → FEMALE, couple → COUPLE, anything else FREE (docs/product/subscription.md). */
export function tierFromIdentity(iAm: unknown): AccountTier {
  return iAm === 'woman' ? 'FEMALE' : iAm === 'couple' ? 'COUPLE' : 'FREE';
}

/** Premium = any tier but FREE (decisions); the client also counts an isPaid flag and 'PREMIUM' (docs/product/subscription.md). */
export function isPremium(
  user: { accountTier?: string | null | undefined; isPaid?: boolean | undefined } | string,
): boolean {
  const tier = typeof user === 'string' ? user : user.accountTier;
  if (typeof user !== 'string' && user.isPaid === true) return true;
  return tier === 'PAID' || tier === 'FEMALE' || tier === 'COUPLE' || tier === 'PREMIUM';
}

/** The UTC day of a time, `YYYY-MM-DD` — likes reset per UTC day (decisions). */
export function utcDayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Likes given on the UTC day of `nowMs`. */
export function likesUsedToday(likeTimes: readonly number[], nowMs: number): number {
  const today = utcDayKey(nowMs);
  return likeTimes.filter((t) => utcDayKey(t) === today).length;
}

/** Whether the tier has a daily like limit (FREE; premium tiers like without limits). */
export function hasDailyLikeLimit(tier: AccountTier): boolean {
  return tier === 'FREE';
}

/**
 * Daily likes left: FREE has 3 per UTC day; premium is unlimited — `undefined`, so replies omit the field rather
 * than send `null` (a client once printed "null likes left").
 */
export function likesRemaining(tier: AccountTier, usedToday: number): number | undefined {
  return hasDailyLikeLimit(tier) ? Math.max(0, FREE_DAILY_LIKES - usedToday) : undefined;
}

/** `{ likesRemaining }` for a reply, or nothing for premium members (the field is omitted, never null). */
export function likesRemainingField(tier: AccountTier, usedToday: number): { likesRemaining?: number } {
  const left = likesRemaining(tier, usedToday);
  return left === undefined ? {} : { likesRemaining: left };
}

/** Hours until a FREE member may post again (1 story per 72 h), rounded up; 0 when allowed. Premium: always 0. */
export function storyCooldownHours(tier: AccountTier, lastStoryAt: number | null | undefined, nowMs: number): number {
  if (tier !== 'FREE' || lastStoryAt == null) return 0;
  const remaining = lastStoryAt + FREE_STORY_COOLDOWN_HOURS * HOUR - nowMs;
  return remaining > 0 ? Math.ceil(remaining / HOUR) : 0;
}

export type PermissionResult = { allowed: true } | { allowed: false; reason: string };

export type ChatSendKind = 'text' | 'wink' | 'file';

/** FREE may only send the wink emoji; no text, no files (docs/product/subscription.md; decisions). */
export function checkChatSend(tier: AccountTier, kind: ChatSendKind, content: string): PermissionResult {
  if (tier !== 'FREE') return { allowed: true };
  if (kind === 'file') return { allowed: false, reason: permissionMessages.freeFiles };
  if (content === WINK_EMOJI) return { allowed: true };
  return { allowed: false, reason: permissionMessages.freeText };
}
