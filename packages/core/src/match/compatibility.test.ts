import { describe, expect, it } from 'vitest';
import { commonInterests, compatibility } from './compatibility';

const me = { location: 'Tel Aviv', age: 30, interests: ['Music', 'Travel', 'Art', 'Food', 'Movies', 'Gaming'] };

describe('compatibility score (docs/product/browse-and-profiles.md)', () => {
  it.each([
    // [other, score, location bar, age bar, interests bar]
    [{ location: ' tel aviv ', age: 30, interests: [] }, 50, 100, 90, 0],
    [{ location: 'Haifa', age: 35, interests: ['Music'] }, 35, 30, 90, 20],
    [{ location: 'Haifa', age: 36, interests: ['Music', 'Art'] }, 35, 30, 60, 40],
    [{ location: 'Haifa', age: 40, interests: [] }, 15, 30, 60, 0],
    [{ location: 'Haifa', age: 41, interests: [] }, 5, 30, 30, 0],
    [{ location: 'Haifa', age: 19, interests: [] }, 5, 30, 30, 0],
    [{ location: 'Tel Aviv', age: 25, interests: ['Music', 'Travel', 'Art', 'Food', 'Movies'] }, 100, 100, 90, 100],
    [
      { location: 'Tel Aviv', age: 25, interests: ['music', 'Travel', 'Art', 'Food', 'Movies', 'Gaming'] },
      100,
      100,
      90,
      100,
    ],
    [
      { location: 'Haifa', age: 30, interests: ['Music', 'Travel', 'Art', 'Food', 'Movies', 'Gaming'] },
      75,
      30,
      90,
      100,
    ],
    [{}, 5, 30, 30, 0],
  ])('%j → %i (bars %i/%i/%i)', (other, score, location, age, interests) => {
    const result = compatibility(me, other);
    expect(result.score).toBe(score);
    expect(result.factors).toEqual({ location, age, interests });
  });
  it('two empty locations are not "the same location"', () => {
    expect(compatibility({ location: '' }, { location: '' }).factors.location).toBe(30);
  });
  it('shared interests keep the viewer order, once each (highlighted in the profile)', () => {
    expect(commonInterests(['Art', 'Music', 'Art'], ['music', 'art'])).toEqual(['Art', 'Music']);
    expect(commonInterests(null, ['Art'])).toEqual([]);
    expect(commonInterests(['Art'], undefined)).toEqual([]);
  });
});
