/**
 * The stories strip from the list of stories (docs/product/stories.md `GET /stories` answers the Story entities; docs/product/stories.md
 * the strip shows one ring per member): one group per author, the viewer's own first, then the most recent poster
 * first; a group's stories in posting order (the order the viewer plays them); `hasUnseen` colours the ring.
 */
import type { Id, Story, StoryGroup } from '../contracts/entities';

/** The author's id of a story, whether `user` is an id or an object. */
export const storyAuthorId = (story: Pick<Story, 'user'>): Id =>
  typeof story.user === 'string' ? story.user : story.user._id;

/**
 * Orders two strings by their UTF-16 code units, as `<` does: ISO timestamps and ids sort the same as with
 * `localeCompare`, without its collator (the first `localeCompare` of the page builds one: 23–40 ms in
 * one of the dashboard's tasks; docs/benchmarks.md "/dashboard Lighthouse, part 2").
 */
const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Groups stories by author (each group holds the stories as given, e.g. the server's reply items). `isSeen` overrides the server's `seen` (the viewed stories kept in the browser, docs/product/stories.md); stories whose author is only an id get that id as nickname-less card.
 */
export function groupStories<S extends Story>(
  stories: readonly S[],
  viewerId: Id | null,
  isSeen: (story: S) => boolean = (story) => story.seen === true,
): StoryGroup<S>[] {
  const groups = new Map<Id, StoryGroup<S>>();
  const sorted = [...stories].sort((a, b) => byCodeUnit(a.createdAt, b.createdAt) || byCodeUnit(a._id, b._id));
  for (const story of sorted) {
    const authorId = storyAuthorId(story);
    let group = groups.get(authorId);
    if (!group) {
      const user = typeof story.user === 'string' ? { _id: story.user, nickname: '' } : story.user;
      group = {
        user: { _id: user._id, nickname: user.nickname, avatar: user.avatar ?? user.profilePicture ?? null },
        stories: [],
        latestAt: story.createdAt,
        hasUnseen: false,
      };
      groups.set(authorId, group);
    }
    group.stories.push(story);
    group.latestAt = story.createdAt;
    if (authorId !== viewerId && !isSeen(story)) group.hasUnseen = true;
  }
  return [...groups.values()].sort((a, b) => {
    if (a.user._id === viewerId) return -1;
    if (b.user._id === viewerId) return 1;
    return byCodeUnit(b.latestAt, a.latestAt) || byCodeUnit(a.user._id, b.user._id);
  });
}
