/** Viewed stories per member in local storage, saved after a 1 s debounce (spec 000 §4, §9). */
import type { KeyValueStorage, Scheduler } from '../time/clock';

export const VIEWED_SAVE_DEBOUNCE_MS = 1_000;
export const viewedStoriesKey = (userId: string) => `viewedStories_${userId}`;

export function createViewedStories(options: { storage: KeyValueStorage; scheduler: Scheduler; userId: string }) {
  const key = viewedStoriesKey(options.userId);
  let viewed: Set<string>;
  try {
    const parsed: unknown = JSON.parse(options.storage.getItem(key) ?? '[]');
    viewed = new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    viewed = new Set();
  }
  let handle: unknown = null;
  const save = () => {
    handle = null;
    options.storage.setItem(key, JSON.stringify([...viewed]));
  };
  return {
    isViewed: (storyId: string) => viewed.has(storyId),
    markViewed(storyId: string) {
      if (viewed.has(storyId)) return;
      viewed.add(storyId);
      if (handle !== null) options.scheduler.clearTimeout(handle);
      handle = options.scheduler.setTimeout(save, VIEWED_SAVE_DEBOUNCE_MS);
    },
    /** Saves now (e.g. on logout or page hide). */
    flush() {
      if (handle === null) return;
      options.scheduler.clearTimeout(handle);
      save();
    },
    /** Whether a member's stories hold one not yet viewed (ring colour in the strip). */
    hasUnviewed: (storyIds: readonly string[]) => storyIds.some((id) => !viewed.has(id)),
  };
}
