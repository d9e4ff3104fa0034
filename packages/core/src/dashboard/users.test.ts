import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../contracts/entities';
import { defaultDashboardFilters } from '../contracts/entities';
import { appendPage, clampAgeRange, filterUsers, interestsPreview, shouldLoadMore, sortUsers } from './users';

const u = (id: string, over: Partial<PublicUser> = {}): PublicUser => ({
  _id: id,
  nickname: id,
  accountTier: 'FREE',
  ...over,
});
const iso = (ms: number) => new Date(ms).toISOString();

describe('dashboard sort: online first, then lastActive desc (spec 001 §4)', () => {
  it('orders', () => {
    const list = [
      u('offline-old', { lastActive: iso(1) }),
      u('online-old', { isOnline: true, lastActive: iso(2) }),
      u('offline-none'),
      u('offline-new', { lastActive: iso(9) }),
      u('online-new', { isOnline: true, lastActive: iso(8) }),
      u('offline-bad', { lastActive: 'nonsense' }),
    ];
    expect(sortUsers(list).map((x) => x._id)).toEqual([
      'online-new',
      'online-old',
      'offline-new',
      'offline-old',
      'offline-none',
      'offline-bad',
    ]);
  });
});

describe('dashboard filter (spec 001 §4, §9)', () => {
  const f = { ...defaultDashboardFilters };
  it.each([
    ['current user hidden', [u('me')], f, []],
    ['missing age counts as 25', [u('a')], { ...f, ageMin: 25, ageMax: 25 }, ['a']],
    ['missing age outside the range', [u('a')], { ...f, ageMin: 26, ageMax: 99 }, []],
    [
      'age range inclusive',
      [u('a', { details: { age: 30 } }), u('b', { details: { age: 31 } })],
      { ...f, ageMin: 18, ageMax: 30 },
      ['a'],
    ],
    ['online only', [u('a', { isOnline: true }), u('b')], { ...f, online: true }, ['a']],
    [
      'with photos',
      [u('a', { photo: '/p.jpg' }), u('b', { photos: [] }), u('c', { photos: [{ _id: 'p', isPrivate: false }] })],
      { ...f, withPhotos: true },
      ['a', 'c'],
    ],
    [
      'any selected interest',
      [u('a', { details: { interests: ['Art'] } }), u('b', { details: { interests: ['Music'] } }), u('c')],
      { ...f, interests: ['Art', 'Food'] },
      ['a'],
    ],
    ['verified and distance are not applied', [u('a')], { ...f, verified: true, distance: 5 }, ['a']],
  ] as const)('%s', (_name, users, filters, ids) => {
    expect(filterUsers([...users], { ...filters, interests: [...filters.interests] }, 'me').map((x) => x._id)).toEqual(
      ids,
    );
  });
  it.each([
    [10, 150, 18, 99],
    [40, 30, 30, 40],
    [25.4, 60.6, 25, 61],
  ])('age range %f–%f → %i–%i', (min, max, a, b) => {
    expect(clampAgeRange(min, max)).toEqual({ ageMin: a, ageMax: b });
  });
});

describe('profile interests: 8 then "+N show more" (spec 001 §2)', () => {
  it.each([
    [8, false, 8, 0, null],
    [11, false, 8, 3, '+3 show more'],
    [11, true, 11, 0, null],
  ])('%i interests, expanded %s', (n, expanded, shown, more, label) => {
    const result = interestsPreview(
      Array.from({ length: n }, (_, i) => i),
      expanded,
    );
    expect([result.shown.length, result.more, result.label]).toEqual([shown, more, label]);
  });
});

describe('infinite scroll 300 px (spec 001 §9)', () => {
  it.each([
    [300, true, false, true],
    [301, true, false, false],
    [0, false, false, false],
    [0, true, true, false],
  ])('%i px, hasMore %s, loading %s → %s', (d, hasMore, loading, load) => {
    expect(shouldLoadMore(d, hasMore, loading)).toBe(load);
  });
  it('appending skips ids already listed', () => {
    expect(appendPage([u('a'), u('b')], [u('b'), u('c'), u('c')]).map((x) => x._id)).toEqual(['a', 'b', 'c']);
  });
});
