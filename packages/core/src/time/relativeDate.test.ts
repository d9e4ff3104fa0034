import { describe, expect, it } from 'vitest';
import { absoluteDate, relativeDate } from './relativeDate';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relative dates (docs/product/README.md): just now, minutes, hours, days under 7, then absolute', () => {
  it.each([
    [0, 'just now', 'הרגע'],
    [59 * S, 'just now', 'הרגע'],
    [-5 * S, 'just now', 'הרגע'],
    [60 * S, '1 minute ago', 'לפני דקה'],
    [2 * M, '2 minutes ago', 'לפני שתי דקות'],
    [5 * M + 59 * S, '5 minutes ago', 'לפני 5 דקות'],
    [59 * M, '59 minutes ago', 'לפני 59 דקות'],
    [H, '1 hour ago', 'לפני שעה'],
    [2 * H, '2 hours ago', 'לפני שעתיים'],
    [3 * H, '3 hours ago', 'לפני 3 שעות'],
    [23 * H, '23 hours ago', 'לפני 23 שעות'],
    [D, '1 day ago', 'לפני יום'],
    [2 * D, '2 days ago', 'לפני יומיים'],
    [6 * D + 23 * H, '6 days ago', 'לפני 6 ימים'],
  ])('%i ms ago → %s / %s', (ago, en, he) => {
    expect(relativeDate(NOW - ago, NOW, 'en')).toBe(en);
    expect(relativeDate(NOW - ago, NOW, 'he')).toBe(he);
  });
  it('7 days and more give the absolute date', () => {
    const date = NOW - 7 * D;
    expect(relativeDate(date, NOW, 'en')).toBe('14 Nov 2026');
    expect(relativeDate(date, NOW, 'en')).toBe(absoluteDate(date, 'en'));
    const he = relativeDate(date, NOW, 'he');
    expect(he).toBe(absoluteDate(date, 'he'));
    expect(he).toContain('2026');
    expect(he).toMatch(/נוב/);
  });
  it('absolute dates follow the time zone', () => {
    const late = Date.UTC(2026, 0, 1, 23, 30);
    expect(absoluteDate(late, 'en', 'UTC')).toBe('1 Jan 2026');
    expect(absoluteDate(late, 'en', 'Asia/Jerusalem')).toBe('2 Jan 2026');
  });
  it('no Hebrew output carries ICU artefacts such as "(2)" or Latin text', () => {
    for (const ago of [M, 2 * M, 11 * M, H, 2 * H, 11 * H, D, 2 * D, 3 * D]) {
      expect(relativeDate(NOW - ago, NOW, 'he')).not.toMatch(/[()A-Za-z]/);
    }
  });
});
