import type { Story } from '@kindred/core';
import { api } from '../../lib/http';

/** The strip's reads (kept apart from the viewer's and creator's calls, which load on demand). */
const QUIET = { noCache: true, toast: false } as const;

/** GET /api/stories: the active stories, newest first, each with its author (spec 000 §7; decision 0097). */
export const fetchStories = () => api<{ data: Story[] }>('/stories', QUIET).then((r) => r.data);

/** GET /api/stories/user/:id: one member's active stories in posting order. */
export const fetchMemberStories = (id: string) =>
  api<{ data: Story[] }>(`/stories/user/${id}`, QUIET).then((r) => r.data);
