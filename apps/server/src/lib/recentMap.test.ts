import { describe, expect, it } from 'vitest';
import { RecentMap } from './recentMap';

describe('RecentMap (decision 0242)', () => {
  it('keeps between half and all of its limit, always the most recently set keys', () => {
    const map = new RecentMap<number, string>(100);
    for (let i = 0; i < 10_000; i++) {
      map.set(i, `v${i}`);
      expect(map.size).toBeLessThanOrEqual(100);
      expect(map.size).toBeGreaterThanOrEqual(Math.min(i + 1, 50));
      // The last 50 are always there, with their values.
      expect(map.get(i)).toBe(`v${i}`);
      if (i >= 49) expect(map.get(i - 49)).toBe(`v${i - 49}`);
    }
    expect(map.has(0)).toBe(false);
    expect(map.get(0)).toBeUndefined();
  });

  it('setting a key again makes it the most recent, with its new value, once', () => {
    const map = new RecentMap<string, number>(4);
    map.set('a', 1).set('b', 2); // 'a' and 'b' are now the older generation
    map.set('a', 3); // 'a' again: newer generation only
    expect(map.get('a')).toBe(3);
    expect(map.size).toBe(2);
    map.set('c', 4); // the newer generation is full: 'b' goes with the older one
    map.set('d', 5);
    expect(map.has('b')).toBe(false);
    expect(map.get('a')).toBe(3);
  });

  it('deletes from either generation, and clears', () => {
    const map = new RecentMap<string, number>(4);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect(map.delete('a')).toBe(true);
    expect(map.delete('c')).toBe(true);
    expect(map.delete('c')).toBe(false);
    expect(map.has('a') || map.has('c')).toBe(false);
    expect(map.get('b')).toBe(2);
    map.clear();
    expect(map.size).toBe(0);
  });

  it('keeps a key whose value is undefined apart from a missing one', () => {
    const map = new RecentMap<string, number | undefined>(10);
    map.set('x', 1);
    map.set('x', undefined);
    expect(map.has('x')).toBe(true);
    expect(map.get('x')).toBeUndefined();
  });
});
