import { describe, expect, it } from 'vitest';
import {
  storyRejection,
  checkStoryCreation,
  nextStoryIndex,
  previousStoryIndex,
  pruneStoryPosts,
  storyDuplicateKey,
  storySubmissionLocked,
} from './creation';
import { canReplyToStory } from './replies';
import { storyCommentSchema, storyTextSchema } from '../validation/schemas';
import { storyFonts, storyGradients } from '../options/options';
import { storyFontCss, storyFontOf, storyGradientCss, storyGradientOf } from './styles';
import { groupStories } from './groups';
import type { Story } from '../contracts/entities';

const S = 1000;
const base = { loggedIn: true, creating: false, content: 'Hello world', recent: [], nowMs: 100 * S };

describe('story creation (docs/product/stories.md)', () => {
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
  });
});

describe('viewer auto-advance 5 s, progress 0 → 100 (docs/product/stories.md)', () => {
  it('next/previous', () => {
    expect(nextStoryIndex(0, 2)).toBe(1);
    expect(nextStoryIndex(1, 2)).toBeNull();
    expect(previousStoryIndex(0)).toBe(0);
    expect(previousStoryIndex(3)).toBe(2);
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

describe('story text schema: background and font from the option lists (docs/product/stories.md)', () => {
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
  it("accepts the original client's CSS for the presets and stores the id; nothing else", () => {
    const parsed = storyTextSchema.parse({
      content: 'hi',
      backgroundStyle: 'linear-gradient(135deg, #ff9a9e 0%, #fad0c4 100%)',
      fontStyle: "'Helvetica', sans-serif",
    });
    expect(parsed).toMatchObject({ backgroundStyle: 'gradient-1', fontStyle: 'font-3' });
    for (const g of storyGradients) {
      expect(storyGradientOf(storyGradientCss[g.id])).toBe(g.id);
      expect(storyGradientOf(`  ${storyGradientCss[g.id].toUpperCase()} `)).toBe(g.id);
    }
    for (const f of storyFonts) expect(storyFontOf(storyFontCss[f.id].replaceAll("'", '"'))).toBe(f.id);
    expect(storyGradientOf('linear-gradient(135deg, #ff9a9e 0%, #fad0c5 100%)')).toBeNull();
    expect(storyGradientOf('url(https://evil.example/x.png)')).toBeNull();
    expect(storyFontOf("'Papyrus', fantasy")).toBeNull();
    expect(storyFontOf(3)).toBeNull();
  });
  it.each([
    [{ backgroundStyle: 'linear-gradient(1deg, red, blue)' }, 'Background style must be one of the story backgrounds'],
    [{ backgroundStyle: 'x'.repeat(500) }, 'Background style must be one of the story backgrounds'],
    [{ fontStyle: "'Papyrus', fantasy" }, 'Font style must be one of the story fonts'],
    [{ backgroundColor: 'red' }, 'Background colour must be a hex colour such as #336699'],
    [{ mediaType: 'image' }, 'Story type must be text (an image or a video is uploaded as a file)'],
    [{ type: 'video' }, 'Story type must be text (an image or a video is uploaded as a file)'],
    [{ timestamp: { at: 1 } }, 'Timestamp must be a number or a date'],
    [{ content: 'a\u0000' }, 'Story text contains characters that are not allowed'],
  ])('%j is refused with a message naming its field', (body, message) => {
    expect(storyTextSchema.safeParse({ content: 'hi', ...body }).error?.issues[0]?.message).toBe(message);
  });
  it('comments: 1–500 characters after trim', () => {
    expect(storyCommentSchema.parse({ content: '  nice  ' })).toEqual({ content: 'nice' });
    expect(storyCommentSchema.safeParse({ content: ' ' }).error?.issues[0]?.message).toBe('Comment cannot be empty');
    expect(storyCommentSchema.safeParse({ content: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      'Comment cannot exceed 500 characters',
    );
  });
});

describe('the stories strip from the list of stories (docs/product/stories.md)', () => {
  const story = (id: string, user: string, at: number, seen = false): Story => ({
    _id: id,
    user: { _id: user, nickname: user.toUpperCase(), avatar: `/a/${user}` },
    mediaType: 'text',
    content: id,
    createdAt: new Date(at * S).toISOString(),
    viewers: [],
    reactions: [],
    seen,
  });
  const list = [story('b2', 'bob', 30), story('a1', 'ann', 10), story('me1', 'me', 5), story('b1', 'bob', 20, true)];
  it('one group per author: mine first, then the latest poster; stories in posting order; unseen rings', () => {
    const groups = groupStories(list, 'me');
    expect(groups.map((g) => g.user._id)).toEqual(['me', 'bob', 'ann']);
    expect(groups[1]!.stories.map((s) => s._id)).toEqual(['b1', 'b2']);
    expect(groups.map((g) => g.hasUnseen)).toEqual([false, true, true]);
    expect(groups[1]).toMatchObject({
      latestAt: new Date(30 * S).toISOString(),
      user: { nickname: 'BOB', avatar: '/a/bob' },
    });
    expect(groupStories(list, 'me', (s) => s._id !== 'a1').map((g) => g.hasUnseen)).toEqual([false, false, true]);
    expect(groupStories([], 'me')).toEqual([]);
    expect(groupStories([{ ...story('x', 'zed', 1), user: 'zed' }], null)[0]!.user).toEqual({
      _id: 'zed',
      nickname: '',
      avatar: null,
    });
  });
});
