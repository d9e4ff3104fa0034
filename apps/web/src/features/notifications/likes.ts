/**
 * What a `newLike` shows (decisions: both members of a new match are told, whoever liked first): a like, the like
 * toast (5 s, the sender's photo from the item the server sent just before); a match, the match moment over any
 * page. The member who completed the match hears it here too, after their like's own reply may already have opened
 * it: a second word about the same member within a minute is the same match and is not shown again.
 */
import { avatarUrl } from '@kindred/core';
import type { createStore } from 'jotai';
import { matchMomentAtom } from '../../lib/bridges';
import { notificationsAtom } from './atoms';
import type { NewLike } from './live';

type Store = ReturnType<typeof createStore>;

/** A second word about the same match within this long is the same match. */
export const MATCH_REPEAT_MS = 60_000;

export interface LikeDeps {
  store: Store;
  likeToast: (person: { name: string; photo: string | null }) => void;
  now?: () => number;
}

export function createLikeHandler(deps: LikeDeps): (like: NewLike) => void {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const shown = new Map<string, number>();
  const remember = () => {
    const match = store.get(matchMomentAtom);
    if (match) shown.set(match.id, now());
  };
  remember();
  store.sub(matchMomentAtom, remember);

  return ({ sender, isMatch }) => {
    const item = store.get(notificationsAtom).find((n) => n.sender?._id === sender._id);
    const person = { name: sender.nickname, photo: avatarUrl(item?.sender?.photo ?? null) };
    if (!isMatch) {
      deps.likeToast(person);
      return;
    }
    const last = shown.get(sender._id);
    if (last !== undefined && now() - last < MATCH_REPEAT_MS) return;
    store.set(matchMomentAtom, { id: sender._id, ...person });
  };
}
