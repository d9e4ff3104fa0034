import { describe, expect, it } from 'vitest';
import { manualTime, memoryStorage } from '../time/clock';
import {
  storyRejection,
  canReact,
  checkStoryCreation,
  isStoryActive,
  nextStoryIndex,
  previousStoryIndex,
  pruneStoryPosts,
  storyDuplicateKey,
  storySubmissionLocked,
  viewerProgress,
} from './creation';
import { createViewedStories, viewedStoriesKey } from './viewed';
import { canReplyToStory } from './replies';
import { storyCommentSchema, storyTextSchema } from '../validation/schemas';

const S = 1000;
const base = { loggedIn: true, creating: false, content: 'Hello world', recent: [], nowMs: 100 * S };

describe('story creation (spec 000 §5, spec 001 §5)', () => {
  it.each([
    [{ loggedIn: false }, 'Please log in to create stories'],
    [{ creating: true }, 'Story creation in progress...'],
    [{ content: '   ' }, 'Please add some text to your story'],
    [{ content: 'x'.repeat(151) }, 'Story text cannot exceed 150 characters'],
    [{ recent: [{ at: 96 * S, content: 'other' }] }, 'Please wait 1 seconds before posting another story'],
    [{ recent: [{ at: 99 * S, content: 'other' }] }, 'Please wait 4 seconds before posting another story'],
    [{ recent: [{ at: 99_999, content: 'other' }] }, 'Please wait 5 seconds before posting another story'],
    [
      { recent: [{ at: 91 * S, content: '  HELLO WORLD ' }] },
      'This story was already submitted. Please wait or create a different story.',
    ],
    [
      { content: 'abcdefghijklmnopqrstXYZ', recent: [{ at: 91 * S, content: 'ABCDEFGHIJKLMNOPQRSTuvw' }] },
      'This story was already submitted. Please wait or create a different story.',
    ],
  ])('%j → %s', (over, reason) => {
    const result = checkStoryCreation({ ...base, ...over });
    expect(result.ok ? null : result.reason).toBe(reason);
  });
  it.each([
    [{ recent: [{ at: 95 * S, content: 'other' }] }],
    [{ recent: [{ at: 90 * S, content: 'Hello world' }] }],
    [{ content: ` ${'x'.repeat(150)} ` }],
    [{ content: 'abcdefghijklmnopqrsX', recent: [{ at: 94 * S, content: 'abcdefghijklmnopqrsY' }] }],
  ])('allowed: %j', (over) => {
    expect(checkStoryCreation({ ...base, ...over }).ok).toBe(true);
  });
  it('content is trimmed', () => {
    expect(checkStoryCreation({ ...base, content: '  hi  ' })).toEqual({ ok: true, content: 'hi' });
  });
  it.each([
    [{ loggedIn: false }, 401, 'Login required to create stories'],
    [{ creating: true }, 429, 'Please wait 5 seconds before posting another story'],
    [{ recent: [{ at: 98 * S, content: 'x' }] }, 429, 'Please wait 5 seconds before posting another story'],
    [
      { recent: [{ at: 91 * S, content: 'hello world' }] },
      409,
      'This story was already submitted. Please wait or create a different story.',
    ],
    [{ content: '' }, 400, 'Text stories require content'],
    [{ content: 'x'.repeat(151) }, 400, 'Story text cannot exceed 150 characters'],
  ])('server reply for %j → %i %s (decisions: Stories)', (over, status, error) => {
    expect(storyRejection(checkStoryCreation({ ...base, ...over }))).toMatchObject({ status, error });
  });
  it('no rejection when allowed', () => {
    expect(storyRejection(checkStoryCreation(base))).toBeNull();
  });
  it('duplicate key: first 20 characters, trimmed, lowercased', () => {
    expect(storyDuplicateKey('  ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('abcdefghijklmnopqrst');
  });
  it('prunes posts older than 10 s; 5 s submission lock; 24 h life', () => {
    expect(
      pruneStoryPosts(
        [
          { at: 0, content: 'a' },
          { at: 1, content: 'b' },
        ],
        10_000,
      ),
    ).toEqual([{ at: 1, content: 'b' }]);
    expect(storySubmissionLocked(null, 0)).toBe(false);
    expect(storySubmissionLocked(0, 4_999)).toBe(true);
    expect(storySubmissionLocked(0, 5_000)).toBe(false);
    expect(isStoryActive(0, 86_399_999)).toBe(true);
    expect(isStoryActive(0, 86_400_000)).toBe(false);
  });
  it('one reaction per member (spec 000 §5)', () => {
    expect(canReact([], 'u')).toBe(true);
    expect(canReact([{ user: 'u', reactionType: 'like' }], 'u')).toBe(false);
    expect(canReact([], null)).toBe(false);
  });
});

describe('viewer auto-advance 5 s, progress 0 → 100 (spec 000 §9)', () => {
  it.each([
    [-5, 0, false],
    [0, 0, false],
    [2_500, 50, false],
    [4_999, 99.98, false],
    [5_000, 100, true],
    [9_000, 100, true],
  ])('%i ms → %f%%', (elapsed, percent, done) => {
    const p = viewerProgress(elapsed);
    expect(p.percent).toBeCloseTo(percent, 5);
    expect(p.done).toBe(done);
  });
  it('next/previous', () => {
    expect(nextStoryIndex(0, 2)).toBe(1);
    expect(nextStoryIndex(1, 2)).toBeNull();
    expect(previousStoryIndex(0)).toBe(0);
    expect(previousStoryIndex(3)).toBe(2);
  });
});

describe('viewed stories per member, saved after 1 s (spec 000 §4)', () => {
  it('debounces saves and reloads per user', () => {
    const time = manualTime();
    const storage = memoryStorage();
    const v = createViewedStories({ storage, scheduler: time, userId: 'u1' });
    v.markViewed('s1');
    time.advance(500);
    v.markViewed('s2');
    v.markViewed('s2');
    time.advance(999);
    expect(storage.getItem(viewedStoriesKey('u1'))).toBeNull();
    time.advance(1);
    expect(JSON.parse(storage.getItem('viewedStories_u1') ?? '')).toEqual(['s1', 's2']);
    const again = createViewedStories({ storage, scheduler: time, userId: 'u1' });
    expect(again.isViewed('s1')).toBe(true);
    expect(again.hasUnviewed(['s1', 's3'])).toBe(true);
    expect(again.hasUnviewed(['s1', 's2'])).toBe(false);
    const other = createViewedStories({ storage, scheduler: time, userId: 'u2' });
    expect(other.isViewed('s1')).toBe(false);
  });
  it('flush saves at once; nothing pending, nothing written', () => {
    const time = manualTime();
    const storage = memoryStorage();
    const v = createViewedStories({ storage, scheduler: time, userId: 'u' });
    v.flush();
    expect(storage.getItem('viewedStories_u')).toBeNull();
    v.markViewed('a');
    v.flush();
    expect(storage.getItem('viewedStories_u')).toBe('["a"]');
    expect(time.pending()).toBe(0);
  });
  it.each(['nope', '{"a":1}', '[1,"s"]'])('reads corrupt storage safely: %s', (raw) => {
    const v = createViewedStories({
      storage: memoryStorage({ viewedStories_u: raw }),
      scheduler: manualTime(),
      userId: 'u',
    });
    expect(v.isViewed('1')).toBe(false);
    expect(v.isViewed('s')).toBe(raw === '[1,"s"]');
  });
});

describe('who may comment on a story (decisions: allowStoryReplies everyone / friends = matches / none)', () => {
  it.each([
    ['everyone', false, false, true],
    [undefined, false, false, true],
    ['friends', false, false, false],
    ['friends', false, true, true],
    ['none', false, true, false],
    ['none', true, false, true],
    ['friends', true, false, true],
  ] as const)('allow %s, author %s, match %s → %s', (allow, isAuthor, isMatch, allowed) => {
    expect(canReplyToStory(allow, { isAuthor, isMatch }).allowed).toBe(allowed);
  });
  it('refusals carry the copy for each setting', () => {
    expect(canReplyToStory('none', { isAuthor: false, isMatch: true })).toEqual({
      allowed: false,
      reason: 'This member does not accept replies to their stories',
    });
    expect(canReplyToStory('friends', { isAuthor: false, isMatch: false })).toEqual({
      allowed: false,
      reason: 'Only matches can reply to this story',
    });
  });
});

describe('story text schema: background and font from the option lists (spec 001 §3)', () => {
  it.each([
    [{ content: 'hi', backgroundStyle: 'gradient-3', fontStyle: 'font-5' }, true],
    [{ content: 'hi', backgroundStyle: 'gradient-9' }, false],
    [{ content: 'hi', fontStyle: 'comic-sans' }, false],
    [{ content: 'hi', backgroundColor: '#a0b1c2' }, true],
    [{ content: 'hi', backgroundColor: 'url(javascript:x)' }, false],
    [{ content: '   ' }, false],
  ])('%j → %s', (body, ok) => {
    expect(storyTextSchema.safeParse(body).success).toBe(ok);
  });
  it('comments: 1–500 characters after trim', () => {
    expect(storyCommentSchema.parse({ content: '  nice  ' })).toEqual({ content: 'nice' });
    expect(storyCommentSchema.safeParse({ content: ' ' }).error?.issues[0]?.message).toBe('Comment cannot be empty');
    expect(storyCommentSchema.safeParse({ content: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      'Comment cannot exceed 500 characters',
    );
  });
});
