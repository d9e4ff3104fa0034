import { describe, expect, it } from 'vitest';
import { formatUsd, periodEnd, planDetails, yearlySavingPercent } from './plans';

describe('plans and prices (docs/product/subscription.md; decisions: Subscription)', () => {
  it.each([
    ['monthly price', formatUsd(planDetails.monthly.priceCents), '$14.99'],
    ['yearly price', formatUsd(planDetails.yearly.priceCents), '$143.88'],
    ['yearly shown per month', formatUsd(planDetails.yearly.monthlyCents), '$11.99'],
    ['free', formatUsd(0), '$0.00'],
  ])('%s → %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('yearly = 12 × 11.99 and saves 20%', () => {
    expect(planDetails.yearly.monthlyCents * 12).toBe(planDetails.yearly.priceCents);
    expect(yearlySavingPercent()).toBe(20);
    expect(planDetails.yearly.savingPercent).toBe(yearlySavingPercent());
  });
  it.each([
    ['monthly', Date.UTC(2026, 0, 31, 10), Date.UTC(2026, 1, 28, 10)],
    ['monthly', Date.UTC(2026, 10, 21), Date.UTC(2026, 11, 21)],
    ['monthly', Date.UTC(2026, 11, 15), Date.UTC(2027, 0, 15)],
    ['yearly', Date.UTC(2024, 1, 29), Date.UTC(2025, 1, 28)],
    ['yearly', Date.UTC(2026, 10, 21, 8, 30), Date.UTC(2027, 10, 21, 8, 30)],
  ] as const)('%s from %i ends %i', (plan, start, end) => {
    expect(periodEnd(plan, start)).toBe(end);
  });
});
