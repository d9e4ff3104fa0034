/**
 * Story creation rules (docs/product/stories.md; docs/product/stories.md; decisions: Stories): text trimmed, 1–150 characters; a
 * creation in progress blocks another; at least 5 s between posts; a story whose first 20 characters (trimmed,
 * lowercased) match one from the last 10 s is rejected; a story lives 24 hours.
 */
import { limits } from '../validation/limits';

export {
  DOUBLE_TAP_HEART_PX,
  STORIES_INITIAL_LOAD_DELAY_MS,
  STORIES_LIST_CACHE_MS,
  STORIES_REFRESH_MS,
  STORY_DUPLICATE_PREFIX,
  STORY_DUPLICATE_WINDOW_MS,
  STORY_LIFETIME_MS,
  STORY_MIN_GAP_MS,
  STORY_REQUEST_DEBOUNCE_MS,
  STORY_VIEWER_ADVANCE_MS,
  STORY_WAIT_REPLY_CLOSE_MS,
} from './constants';
import { STORY_DUPLICATE_PREFIX, STORY_DUPLICATE_WINDOW_MS, STORY_MIN_GAP_MS } from './constants';

export const storyMessages = {
  inProgress: 'Story creation in progress...',
  addText: 'Please add some text to your story',
  logIn: 'Please log in to create stories',
  loginRequired: 'Login required to create stories',
  alreadySubmitted: 'This story was already submitted. Please wait or create a different story.',
  waitSeconds: 'Please wait {seconds} seconds before posting another story',
  wait5: 'Please wait 5 seconds before posting another story',
  created: 'Story created successfully!',
  failed: 'Failed to create story',
  error: 'An error occurred while creating your story',
  unavailable: 'Story creation is not available right now',
  textRequired: 'Text stories require content',
  tooLong: 'Story text cannot exceed 150 characters',
  deleted: 'Story deleted',
  reactionRecorded: 'Reaction recorded',
  mustLogInToReact: 'You must be logged in to react to stories',
  invalidStoryId: 'Invalid story ID',
  invalidReaction: 'Invalid reaction',
  // the story viewer (docs/product/stories.md)
  notFound: 'Story not found',
  notAvailable: 'Story not available',
  // ours: the spec shows no server copy for these
  authorOnly: "Only the story's author can do this",
  reactionRemoved: 'Reaction removed',
  mediaUnsupported: 'Please upload an image or a video file',
  uploadOneFile: 'Upload one file at a time',
  commentAdded: 'Comment added',
  commentDeleted: 'Comment deleted',
  commentNotFound: 'Comment not found',
  repliesOff: 'This member does not accept replies to their stories',
  repliesMatchesOnly: 'Only matches can reply to this story',
} as const;

/** The duplicate key: first 20 characters, trimmed and lowercased. */
export function storyDuplicateKey(content: string): string {
  return [...content.trim().toLowerCase()].slice(0, STORY_DUPLICATE_PREFIX).join('');
}

export interface StoryPost {
  at: number;
  content: string;
}

export type StoryCheck =
  | { ok: true; content: string }
  | { ok: false; reason: string; code: 'UNAUTHENTICATED' | 'IN_PROGRESS' | 'INVALID' | 'TOO_SOON' | 'DUPLICATE' };

/**
 * The creator's check before submitting (and the server's, with its own history). `recent` are the member's posts,
 * newest last.
 */
export function checkStoryCreation(input: {
  loggedIn: boolean;
  creating: boolean;
  content: string;
  recent: readonly StoryPost[];
  nowMs: number;
}): StoryCheck {
  if (!input.loggedIn) return { ok: false, reason: storyMessages.logIn, code: 'UNAUTHENTICATED' };
  if (input.creating) return { ok: false, reason: storyMessages.inProgress, code: 'IN_PROGRESS' };
  const content = input.content.trim();
  if (content === '') return { ok: false, reason: storyMessages.addText, code: 'INVALID' };
  if ([...content].length > limits.storyTextMax) return { ok: false, reason: storyMessages.tooLong, code: 'INVALID' };
  const last = input.recent.reduce<number | null>((m, p) => (m === null || p.at > m ? p.at : m), null);
  if (last !== null && input.nowMs - last < STORY_MIN_GAP_MS) {
    const seconds = Math.ceil((STORY_MIN_GAP_MS - (input.nowMs - last)) / 1000);
    return { ok: false, reason: storyMessages.waitSeconds.replace('{seconds}', String(seconds)), code: 'TOO_SOON' };
  }
  const key = storyDuplicateKey(content);
  if (
    input.recent.some((p) => input.nowMs - p.at < STORY_DUPLICATE_WINDOW_MS && storyDuplicateKey(p.content) === key)
  ) {
    return { ok: false, reason: storyMessages.alreadySubmitted, code: 'DUPLICATE' };
  }
  return { ok: true, content };
}

/**
 * The server's reply for a refused story (decisions: at least 5 s between stories → 429 with the 5-second message;
 * a repeated story → 409). Null when the check passed.
 */
export function storyRejection(
  check: StoryCheck,
): { status: 400 | 401 | 409 | 429; error: string; code: string } | null {
  if (check.ok) return null;
  switch (check.code) {
    case 'UNAUTHENTICATED':
      return { status: 401, error: storyMessages.loginRequired, code: 'UNAUTHENTICATED' };
    case 'IN_PROGRESS':
    case 'TOO_SOON':
      return { status: 429, error: storyMessages.wait5, code: 'RATE_LIMITED' };
    case 'DUPLICATE':
      return { status: 409, error: storyMessages.alreadySubmitted, code: 'CONFLICT' };
    case 'INVALID':
      return {
        status: 400,
        error: check.reason === storyMessages.addText ? storyMessages.textRequired : check.reason,
        code: 'VALIDATION_ERROR',
      };
  }
}

/** Posts still relevant to the checks (the last 10 s). */
export function pruneStoryPosts(recent: readonly StoryPost[], nowMs: number): StoryPost[] {
  return recent.filter((p) => nowMs - p.at < STORY_DUPLICATE_WINDOW_MS);
}

/** The 5 s submission lock of the story service (docs/product/stories.md): true while a submission is locked. */
export function storySubmissionLocked(lastSubmittedAt: number | null, nowMs: number): boolean {
  return lastSubmittedAt !== null && nowMs - lastSubmittedAt < STORY_MIN_GAP_MS;
}

/** The next story index, or null when the viewer should close. */
export function nextStoryIndex(index: number, count: number): number | null {
  return index + 1 < count ? index + 1 : null;
}
export function previousStoryIndex(index: number): number {
  return Math.max(0, index - 1);
}
