import { describe, expect, it } from 'vitest';
import {
  accountTiers,
  checkChatSend,
  deriveTier,
  hasDailyLikeLimit,
  isPremium,
  likesRemaining,
  likesRemainingField,
  likesUsedToday,
  storyCooldownHours,
  tierFromIdentity,
  utcDayKey,
} from './permissions';

const H = 3_600_000;
const NOW = Date.UTC(2026, 10, 21, 12);

describe('tier derivation (decisions: COUPLE if couple, FEMALE if woman, PAID if subscribed, else FREE)', () => {
  it.each([
    [{ isCouple: true, iAm: 'man', subscriptionActive: true }, 'COUPLE'],
    [{ iAm: 'couple' }, 'COUPLE'],
    [{ iAm: 'woman', subscriptionActive: true }, 'FEMALE'],
    [{ iAm: 'man', subscriptionActive: true }, 'PAID'],
    [{ iAm: 'man', subscriptionActive: false }, 'FREE'],
    [{}, 'FREE'],
  ])('%j → %s', (member, tier) => {
    expect(deriveTier(member)).toBe(tier);
  });
  it.each([
    ['woman', 'FEMALE'],
    ['couple', 'COUPLE'],
    ['man', 'FREE'],
    [undefined, 'FREE'],
  ])('registration identity %s → %s (docs/product/subscription.md)', (iAm, tier) => {
    expect(tierFromIdentity(iAm)).toBe(tier);
  });
});

describe('premium = any tier but FREE, or isPaid (docs/product/subscription.md)', () => {
  it.each([
    ['FREE', false],
    ['PAID', true],
    ['FEMALE', true],
    ['COUPLE', true],
    ['PREMIUM', true],
    [{ accountTier: 'FREE', isPaid: true }, true],
    [{ accountTier: 'FREE' }, false],
    [{ accountTier: null }, false],
  ] as const)('%j → %s', (user, premium) => {
    expect(isPremium(user)).toBe(premium);
  });
});

describe('likes: FREE 3 per UTC day (decisions)', () => {
  it('counts only likes of the current UTC day', () => {
    const times = [NOW - 13 * H, NOW - 12 * H, NOW - 1, NOW];
    expect(utcDayKey(NOW)).toBe('2026-11-21');
    expect(likesUsedToday(times, NOW)).toBe(3);
  });
  it.each([
    ['FREE', 0, 3],
    ['FREE', 2, 1],
    ['FREE', 3, 0],
    ['FREE', 7, 0],
    ['PAID', 50, undefined],
    ['FEMALE', 0, undefined],
  ] as const)('%s after %i → %s', (tier, used, left) => {
    expect(likesRemaining(tier, used)).toBe(left);
  });
  it('only FREE has a daily like limit', () => {
    expect(accountTiers.filter(hasDailyLikeLimit)).toEqual(['FREE']);
  });
  it('premium replies omit likesRemaining instead of sending null', () => {
    expect(likesRemainingField('FREE', 1)).toEqual({ likesRemaining: 2 });
    expect(Object.keys(likesRemainingField('PAID', 1))).toEqual([]);
  });
});

describe('stories: FREE 1 per 72 hours (decisions)', () => {
  it.each([
    ['FREE', null, 0],
    ['FREE', NOW, 72],
    ['FREE', NOW - 1, 72],
    ['FREE', NOW - H, 71],
    ['FREE', NOW - 71.5 * H, 1],
    ['FREE', NOW - 72 * H, 0],
    ['PAID', NOW, 0],
  ] as const)('%s last story %s → %i hours', (tier, last, hours) => {
    expect(storyCooldownHours(tier, last, NOW)).toBe(hours);
  });
});

describe('FREE chat and calls (docs/product/subscription.md)', () => {
  it.each([
    ['FREE', 'wink', '😉', null],
    ['FREE', 'text', '😉', null],
    ['FREE', 'text', 'hi', 'Free accounts can only send winks. Upgrade to send messages.'],
    ['FREE', 'file', '', 'Free accounts cannot send files. Upgrade to send files.'],
    ['COUPLE', 'text', 'hi', null],
    ['PAID', 'file', '', null],
  ] as const)('%s %s %j → %s', (tier, kind, content, reason) => {
    const result = checkChatSend(tier, kind, content);
    expect(result.allowed ? null : result.reason).toBe(reason);
  });
});
