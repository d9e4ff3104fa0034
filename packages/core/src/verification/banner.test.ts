import { describe, expect, it } from 'vitest';
import { resendMinutesLeft, shouldShowBanner, verificationMessages } from './banner';

const H = 3_600_000;
const MIN = 60_000;

describe('verification banner (docs/product/accounts.md): hidden 24 h after dismissal', () => {
  it.each([
    [false, null, 0, true],
    [true, null, 0, false],
    [undefined, null, 0, false],
    [false, 0, 24 * H - 1, false],
    [false, 0, 24 * H, true],
  ])('verified=%s dismissed=%s now=%i → %s', (isVerified, dismissedAt, nowMs, shown) => {
    expect(shouldShowBanner({ isVerified, dismissedAt, nowMs })).toBe(shown);
  });
  it('banner copy', () => {
    expect(verificationMessages.banner).toBe(
      'Your email is not verified. Please verify your email address to unlock all features.',
    );
  });
});

describe('resend cooldown 60 minutes, counted in minutes (docs/product/accounts.md)', () => {
  it.each([
    [null, 0, 0],
    [0, 0, 60],
    [0, 1, 60],
    [0, MIN, 59],
    [0, 59 * MIN + 1, 1],
    [0, 60 * MIN, 0],
  ])('sent at %s, now %i → %i min', (sent, now, left) => {
    expect(resendMinutesLeft(sent, now)).toBe(left);
  });
});
