/**
 * How a story leaves the server (decisions: Stories and comments; the contract's story schemas,
 * packages/core/src/contracts/routes/stories.ts): the row as read, and the allow-list of what its viewer may see —
 * only the author sees who viewed or reacted; anyone else sees counts and their own view and reaction.
 */
import {
  allowStoryRepliesOptions,
  canReplyToStory,
  type AllowStoryReplies,
  type ReactionType,
  type StoryCommentItem,
  type StoryItem,
  type StoryMediaType,
  type StoryReaction,
  memberAvatarUrl as avatarOf,
} from '@kindred/core';
import type { SqlRow } from '../db/rows';
import type { stories, storyComments, users } from '../db/schema';
import { storyMediaUrl, storyThumbUrl } from './storage';

export const iso = (d: Date | string) => new Date(d).toISOString();

/** `privacy.allowStoryReplies` as stored, or the default (everyone) when absent or unknown. */
export const allowRepliesOf = (raw: unknown): AllowStoryReplies =>
  (allowStoryRepliesOptions as readonly unknown[]).includes(raw) ? (raw as AllowStoryReplies) : 'everyone';

/** A story as the story queries read it: its columns, its author's nickname, and what the viewer's query adds. */
export type StoryRow = Pick<
  SqlRow<typeof stories>,
  | 'id'
  | 'user_id'
  | 'content'
  | 'background_style'
  | 'background_color'
  | 'font_style'
  | 'media_file'
  | 'created_at'
  | 'expires_at'
> &
  Pick<SqlRow<typeof users>, 'nickname'> & {
    media_type: StoryMediaType;
    seen: boolean;
    my_reaction: ReactionType | null;
    reaction_count: number;
    comment_count: number;
    /** Only for the author's own stories. */
    viewer_ids: string[] | null;
    all_reactions: StoryReaction[] | null;
    allow_replies: string | null;
    is_match: boolean;
  };

/** A story as `viewerId` may see it (the allow-list of the reply). */
export function storyView(row: StoryRow, viewerId: string): StoryItem {
  const mine = row.user_id === viewerId;
  const reply = canReplyToStory(allowRepliesOf(row.allow_replies), { isAuthor: mine, isMatch: row.is_match });
  return {
    _id: row.id,
    user: { _id: row.user_id, nickname: row.nickname, avatar: avatarOf(row.user_id) },
    mediaType: row.media_type,
    type: row.media_type,
    ...(row.content !== null ? { content: row.content } : {}),
    ...(row.media_file ? { mediaUrl: storyMediaUrl(row.media_file) } : {}),
    ...(row.media_file && storyThumbUrl(row.media_file) ? { thumbnailUrl: storyThumbUrl(row.media_file) } : {}),
    ...(row.background_style ? { backgroundStyle: row.background_style } : {}),
    ...(row.background_color ? { backgroundColor: row.background_color } : {}),
    ...(row.font_style ? { fontStyle: row.font_style } : {}),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    viewers: mine ? (row.viewer_ids ?? []) : row.seen ? [viewerId] : [],
    reactions: mine
      ? (row.all_reactions ?? []).map((r) => ({ ...r, createdAt: iso(r.createdAt ?? row.created_at) }))
      : row.my_reaction
        ? [{ user: viewerId, reactionType: row.my_reaction }]
        : [],
    seen: mine || row.seen,
    reactionCount: row.reaction_count,
    commentCount: row.comment_count,
    canComment: reply.allowed,
  };
}

/** A comment with its author's nickname. */
export type CommentRow = Pick<SqlRow<typeof storyComments>, 'id' | 'story_id' | 'user_id' | 'content' | 'created_at'> &
  Pick<SqlRow<typeof users>, 'nickname'>;
export const commentView = (row: CommentRow): StoryCommentItem => ({
  _id: row.id,
  story: row.story_id,
  user: { _id: row.user_id, nickname: row.nickname, photo: avatarOf(row.user_id) },
  content: row.content,
  createdAt: iso(row.created_at),
});

/** A member card for the author's lists (viewers, reactions). */
export const memberCard = (id: string, nickname: string) => ({ _id: id, nickname, avatar: avatarOf(id) });
