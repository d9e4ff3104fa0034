import { likeSucceeded, type MemberCard } from '@kindred/core';
import type { createStore } from 'jotai';
import { startTransition } from 'react';
import { deleteLike, fetchBrowsePage, postLike } from './api';
import { browseAtom, filtersAtom, likedIdsAtom, likesRemainingAtom, pendingLikesAtom, withPage } from './atoms';
import { matchMomentAtom } from '../../lib/bridges';
import { serverCode, serverMessage } from '../../lib/serverError';

type Store = ReturnType<typeof createStore>;

/** Members the server says I liked (a card's isLiked, a match, my likes list) show a filled heart everywhere. */
export function addLiked(store: Store, ids: Iterable<string>) {
  const liked = new Set(store.get(likedIdsAtom));
  for (const id of ids) liked.add(id);
  store.set(likedIdsAtom, liked);
}

function seedLiked(store: Store, cards: readonly MemberCard[]) {
  addLiked(
    store,
    cards.filter((c) => c.isLiked).map((c) => c._id),
  );
}

/** Loads the first page for the current filters (on open, filter change, visibility, every 5 minutes). */
export async function loadFirstPage(store: Store, options: { quiet?: boolean } = {}): Promise<void> {
  const generation = store.get(browseAtom).generation + 1;
  store.set(browseAtom, (s) => ({ ...s, generation, status: options.quiet && s.loaded ? s.status : 'loading' }));
  try {
    const page = await fetchBrowsePage(store.get(filtersAtom));
    if (store.get(browseAtom).generation !== generation) return;
    // The cards render as a transition: React renders them in slices that leave the main thread free between them
    // (a page of cards in one task was the dashboard's longest task on a slow phone: docs/benchmarks.md
    // "Lighthouse"). The atoms change now; only their rendering is interruptible.
    startTransition(() => {
      seedLiked(store, page.data);
      store.set(browseAtom, (s) =>
        withPage({ ...s, items: [], generation }, page.data, page.nextCursor, page.hasMore && Boolean(page.nextCursor)),
      );
    });
  } catch {
    if (store.get(browseAtom).generation !== generation) return;
    store.set(browseAtom, (s) => ({ ...s, status: 'error' }));
  }
}

/** Appends the next keyset page; one request at a time, dropped if the list was reloaded meanwhile. */
export async function loadNextPage(store: Store): Promise<void> {
  const state = store.get(browseAtom);
  if (!state.hasMore || !state.cursor || state.status === 'loading' || state.status === 'loadingMore') return;
  const { generation, cursor } = state;
  store.set(browseAtom, (s) => ({ ...s, status: 'loadingMore' }));
  try {
    const page = await fetchBrowsePage(store.get(filtersAtom), cursor);
    if (store.get(browseAtom).generation !== generation) return;
    seedLiked(store, page.data);
    store.set(browseAtom, (s) => withPage(s, page.data, page.nextCursor, page.hasMore && Boolean(page.nextCursor)));
  } catch {
    if (store.get(browseAtom).generation !== generation) return;
    store.set(browseAtom, (s) => ({ ...s, status: 'error' }));
  }
}

export type LikeOutcome =
  { ok: true; liked: boolean; isMatch: boolean } | { ok: false; reason: 'limit' | 'failed' | 'busy' };

const LIMIT_MESSAGE = 'You have used all your daily likes';

/** The members API refuses a like over the day's allowance with 403 `{ error, code: 'DAILY_LIKES_EXHAUSTED' }`. */
function isLimitError(error: unknown): boolean {
  return serverCode(error) === 'DAILY_LIKES_EXHAUSTED' || serverMessage(error) === LIMIT_MESSAGE;
}

/**
 * Like or unlike, optimistically (docs/product/browse-and-profiles.md Likes): the heart changes at once and is put back if the server
 * refuses; 'Already liked' counts as success. A like that completes a match opens the match moment.
 */
export async function toggleLike(
  store: Store,
  member: { id: string; name: string; photo: string | null },
): Promise<LikeOutcome> {
  if (store.get(pendingLikesAtom).has(member.id)) return { ok: false, reason: 'busy' };
  const before = store.get(likedIdsAtom);
  const wasLiked = before.has(member.id);
  const setPending = (on: boolean) =>
    store.set(pendingLikesAtom, (s) => {
      const next = new Set(s);
      if (on) next.add(member.id);
      else next.delete(member.id);
      return next;
    });
  const setLiked = (on: boolean) =>
    store.set(likedIdsAtom, (s) => {
      const next = new Set(s);
      if (on) next.add(member.id);
      else next.delete(member.id);
      return next;
    });
  setLiked(!wasLiked);
  setPending(true);
  try {
    if (wasLiked) {
      await deleteLike(member.id);
      return { ok: true, liked: false, isMatch: false };
    }
    const reply = await postLike(member.id);
    const alreadyLiked = 'alreadyLiked' in reply;
    if (!likeSucceeded({ success: reply.success, error: alreadyLiked ? 'Already liked' : undefined })) {
      setLiked(wasLiked);
      return { ok: false, reason: 'failed' };
    }
    if (typeof reply.likesRemaining === 'number') store.set(likesRemainingAtom, reply.likesRemaining);
    const isMatch = 'isMatch' in reply && reply.isMatch;
    if (isMatch) store.set(matchMomentAtom, member);
    return { ok: true, liked: true, isMatch };
  } catch (error) {
    setLiked(wasLiked);
    if (!wasLiked && isLimitError(error)) {
      store.set(likesRemainingAtom, 0);
      return { ok: false, reason: 'limit' };
    }
    return { ok: false, reason: 'failed' };
  } finally {
    setPending(false);
  }
}
