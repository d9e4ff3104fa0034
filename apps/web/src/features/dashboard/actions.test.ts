import type { MemberCard } from '@kindred/core';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirstPage, loadNextPage, toggleLike } from './actions';
import * as api from './api';
import { browseAtom, filtersAtom, likedIdsAtom, likesRemainingAtom, pendingLikesAtom } from './atoms';
import { matchMomentAtom } from '../../lib/bridges';
import { refusal } from '../../lib/serverReplies.testing';

vi.mock('./api', () => ({ fetchBrowsePage: vi.fn(), postLike: vi.fn(), deleteLike: vi.fn() }));
const mocked = vi.mocked(api);

const card = (id: string, extra: Partial<MemberCard> = {}): MemberCard =>
  ({
    _id: id,
    nickname: `Member ${id}`,
    photo: null,
    avatar: `/api/avatars/${id}`,
    photoCount: 0,
    accountTier: 'FREE',
    isCouple: false,
    details: {},
    isLiked: false,
    ...extra,
  }) as MemberCard;

const page = (ids: string[], nextCursor: string | null) => ({
  data: ids.map((id) => card(id)),
  hasMore: nextCursor !== null,
  nextCursor,
  totalCount: 100,
});

const member = { id: 'b', name: 'Member b', photo: null };
const limitError = refusal(403, 'You have used all your daily likes', 'DAILY_LIKES_EXHAUSTED');

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('like and unlike (docs/product/browse-and-profiles.md Likes)', () => {
  let store: ReturnType<typeof createStore>;
  beforeEach(() => {
    store = createStore();
    vi.resetAllMocks();
  });

  it('shows the like at once and keeps it when the server agrees', async () => {
    const reply = deferred<api.LikeReply>();
    mocked.postLike.mockReturnValue(reply.promise);
    const done = toggleLike(store, member);
    expect(store.get(likedIdsAtom).has('b')).toBe(true);
    expect(store.get(pendingLikesAtom).has('b')).toBe(true);
    reply.resolve({ success: true, message: 'Liked', isMatch: false, likesRemaining: 2 });
    await expect(done).resolves.toEqual({ ok: true, liked: true, isMatch: false });
    expect(store.get(likedIdsAtom).has('b')).toBe(true);
    expect(store.get(likesRemainingAtom)).toBe(2);
    expect(store.get(pendingLikesAtom).size).toBe(0);
  });

  it('rolls the like back when the daily allowance is used up, and says so', async () => {
    mocked.postLike.mockRejectedValue(limitError);
    await expect(toggleLike(store, member)).resolves.toEqual({ ok: false, reason: 'limit' });
    expect(store.get(likedIdsAtom).has('b')).toBe(false);
    expect(store.get(likesRemainingAtom)).toBe(0);
  });

  it('rolls the like back on any other failure', async () => {
    mocked.postLike.mockRejectedValue(new Error('network'));
    await expect(toggleLike(store, member)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(store.get(likedIdsAtom).has('b')).toBe(false);
  });

  it("treats 'Already liked' as success (no rollback)", async () => {
    mocked.postLike.mockResolvedValue({ success: true, alreadyLiked: true, message: 'Already liked' });
    await toggleLike(store, member);
    expect(store.get(likedIdsAtom).has('b')).toBe(true);
  });

  it('restores the like when an unlike fails', async () => {
    store.set(likedIdsAtom, new Set(['b']));
    mocked.deleteLike.mockRejectedValue(new Error('500'));
    const done = toggleLike(store, member);
    expect(store.get(likedIdsAtom).has('b')).toBe(false);
    await expect(done).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(store.get(likedIdsAtom).has('b')).toBe(true);
  });

  it('opens the match moment when the like completes a match', async () => {
    mocked.postLike.mockResolvedValue({ success: true, message: "It's a match!", isMatch: true });
    await toggleLike(store, member);
    expect(store.get(matchMomentAtom)).toEqual(member);
  });

  it('ignores a second tap while the first is on its way', async () => {
    const reply = deferred<api.LikeReply>();
    mocked.postLike.mockReturnValue(reply.promise);
    const first = toggleLike(store, member);
    await expect(toggleLike(store, member)).resolves.toEqual({ ok: false, reason: 'busy' });
    reply.resolve({ success: true, message: 'Liked', isMatch: false });
    await first;
    expect(mocked.postLike).toHaveBeenCalledTimes(1);
    expect(store.get(likedIdsAtom).has('b')).toBe(true);
  });
});

describe('browse paging (keyset cursors)', () => {
  let store: ReturnType<typeof createStore>;
  beforeEach(() => {
    store = createStore();
    vi.resetAllMocks();
  });

  it('appends the next page with its cursor and never lists a member twice', async () => {
    mocked.fetchBrowsePage.mockResolvedValueOnce(page(['a', 'b', 'c'], 'c1'));
    mocked.fetchBrowsePage.mockResolvedValueOnce(page(['c', 'd', 'e'], null));
    await loadFirstPage(store);
    await loadNextPage(store);
    expect(mocked.fetchBrowsePage).toHaveBeenLastCalledWith(store.get(filtersAtom), 'c1');
    expect(store.get(browseAtom).items.map((c) => c._id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(store.get(browseAtom).hasMore).toBe(false);
    await loadNextPage(store);
    expect(mocked.fetchBrowsePage).toHaveBeenCalledTimes(2);
  });

  it('asks for one next page at a time (no skipped cursor)', async () => {
    mocked.fetchBrowsePage.mockResolvedValueOnce(page(['a'], 'c1'));
    await loadFirstPage(store);
    const next = deferred<ReturnType<typeof page>>();
    mocked.fetchBrowsePage.mockReturnValueOnce(next.promise);
    const first = loadNextPage(store);
    const second = loadNextPage(store);
    next.resolve(page(['b'], 'c2'));
    await Promise.all([first, second]);
    expect(mocked.fetchBrowsePage).toHaveBeenCalledTimes(2);
    expect(store.get(browseAtom).cursor).toBe('c2');
    expect(store.get(browseAtom).items.map((c) => c._id)).toEqual(['a', 'b']);
  });

  it('drops a late page of the old filters once the filters changed and the list reloaded', async () => {
    mocked.fetchBrowsePage.mockResolvedValueOnce(page(['a'], 'c1'));
    await loadFirstPage(store);
    const stale = deferred<ReturnType<typeof page>>();
    mocked.fetchBrowsePage.mockReturnValueOnce(stale.promise);
    const more = loadNextPage(store);
    store.set(filtersAtom, (f) => ({ ...f, online: true }));
    mocked.fetchBrowsePage.mockResolvedValueOnce(page(['x', 'y'], null));
    await loadFirstPage(store);
    stale.resolve(page(['b', 'c'], 'c2'));
    await more;
    expect(store.get(browseAtom).items.map((c) => c._id)).toEqual(['x', 'y']);
    expect(store.get(browseAtom).hasMore).toBe(false);
  });

  it('keeps the cards already shown when a next page fails, and seeds liked hearts from the cards', async () => {
    mocked.fetchBrowsePage.mockResolvedValueOnce({ ...page(['a'], 'c1'), data: [card('a', { isLiked: true })] });
    await loadFirstPage(store);
    mocked.fetchBrowsePage.mockRejectedValueOnce(new Error('500'));
    await loadNextPage(store);
    expect(store.get(browseAtom).status).toBe('error');
    expect(store.get(browseAtom).items).toHaveLength(1);
    expect(store.get(likedIdsAtom).has('a')).toBe(true);
  });
});
