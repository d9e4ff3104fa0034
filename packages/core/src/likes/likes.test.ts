import { describe, expect, it } from 'vitest';
import { isMatch, likeSucceeded } from './likes';

describe('likes (docs/product/likes-and-matches.md; decisions)', () => {
  it.each([
    [{ success: true }, true],
    [{ success: false, error: 'Already liked' }, true],
    [{ success: false, error: 'You have used all your daily likes' }, false],
    [null, false],
  ])('%j → success %s', (reply, ok) => {
    expect(likeSucceeded(reply)).toBe(ok);
  });
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('a likes b %s, b likes a %s → match %s', (a, b, m) => {
    expect(isMatch(a, b)).toBe(m);
  });
});
