import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../contracts/entities';
import { appendPage } from './users';

const u = (id: string, over: Partial<PublicUser> = {}): PublicUser => ({
  _id: id,
  nickname: id,
  accountTier: 'FREE',
  ...over,
});

describe('infinite scroll 300 px (docs/product/browse-and-profiles.md)', () => {
  it('appending skips ids already listed', () => {
    expect(appendPage([u('a'), u('b')], [u('b'), u('c'), u('c')]).map((x) => x._id)).toEqual(['a', 'b', 'c']);
  });
});
