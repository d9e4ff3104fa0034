import type { Story, StoryPost } from '@kindred/core';
import { atom } from 'jotai';

/** The active stories the member may see (GET /api/stories), newest first; the strip groups them with core's rule. */
export interface StoriesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: Story[];
}
export const storiesAtom = atom<StoriesState>({ status: 'idle', list: [] });

/** The viewer open on one member's stories (their id), or null. */
export const openAuthorAtom = atom<string | null>(null);

/** The story creator is open. */
export const creatorOpenAtom = atom(false);

/** A story arrived (`newStory`, or one's own creation) or was seen: the list with it. */
export const upsertStory = (list: readonly Story[], story: Story): Story[] => [
  story,
  ...list.filter((s) => s._id !== story._id),
];
export const markSeen = (list: readonly Story[], id: string): Story[] =>
  list.map((s) => (s._id === id ? { ...s, seen: true } : s));

/** The member's recent posts for the creator's own checks (5 s gap, a repeated text within 10 s; docs/product/stories.md). */
export const recentPostsAtom = atom<StoryPost[]>([]);
