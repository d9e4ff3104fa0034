/**
 * The stories' numbers (docs/product/stories.md), in a module of their own so a screen that needs only a number
 * (the strip's refresh) does not load the creation rules and their messages.
 */
export const STORY_MIN_GAP_MS = 5_000;
export const STORY_DUPLICATE_WINDOW_MS = 10_000;
export const STORY_DUPLICATE_PREFIX = 20;
export const STORY_LIFETIME_MS = 24 * 3_600_000;
export const STORY_VIEWER_ADVANCE_MS = 5_000;
export const STORIES_LIST_CACHE_MS = 60_000;
export const STORIES_REFRESH_MS = 5 * 60_000;
export const STORIES_INITIAL_LOAD_DELAY_MS = 500;
export const STORY_REQUEST_DEBOUNCE_MS = 300;
export const STORY_WAIT_REPLY_CLOSE_MS = 1_500;
export const DOUBLE_TAP_HEART_PX = 80;
