import { storyEndpoints, type StoryGroupItem, type StoryItem } from '@kindred/core';
import { call } from '../../lib/call';

/** The strip's reads (kept apart from the viewer's and creator's calls, which load on demand). */
const QUIET = { noCache: true, toast: false } as const;

/**
 * GET /api/stories: the active stories, newest first, each with its author (docs/product/stories.md; decision 0097). Without
 * `view` the route answers the list; its strip's groups (`view=groups`) are the spec's original client's reading.
 */
export const fetchStories = () =>
  call(storyEndpoints.list, { query: {} }, QUIET).then((r) => {
    const items: readonly (StoryItem | StoryGroupItem)[] = r.data;
    return items.filter((item): item is StoryItem => !('stories' in item));
  });

/** GET /api/stories/user/:id: one member's active stories in posting order. */
export const fetchMemberStories = (id: string) =>
  call(storyEndpoints.ofMember, { params: { id } }, QUIET).then((r) => r.data);
