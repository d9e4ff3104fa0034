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
import { storyMediaUrl, storyThumbUrl } from './storage';

export const iso = (d: Date | string) => new Date(d).toISOString();

/** `privacy.allowStoryReplies` as stored, or the default (everyone) when absent or unknown. */
export const allowRepliesOf = (raw: unknown): AllowStoryReplies =>
  (allowStoryRepliesOptions as readonly unknown[]).includes(raw) ? (raw as AllowStoryReplies) : 'everyone';

export interface StoryRow {
  id: string;
  user_id: string;
  nickname: string;
  media_type: StoryMediaType;
  content: string | null;
  background_style: string | null;
  background_color: string | null;
  font_style: string | null;
  media_file: string | null;
  created_at: Date;
  expires_at: Date;
  seen: boolean;
  my_reaction: ReactionType | null;
  reaction_count: number;
  comment_count: number;
  /** Only for the author's own stories. */
  viewer_ids: string[] | null;
  all_reactions: StoryReaction[] | null;
  allow_replies: string | null;
  is_match: boolean;
}

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

export interface CommentRow {
  id: string;
  story_id: string;
  user_id: string;
  nickname: string;
  content: string;
  created_at: Date;
}
export const commentView = (row: CommentRow): StoryCommentItem => ({
  _id: row.id,
  story: row.story_id,
  user: { _id: row.user_id, nickname: row.nickname, photo: avatarOf(row.user_id) },
  content: row.content,
  createdAt: iso(row.created_at),
});

/** A member card for the author's lists (viewers, reactions). */
export const memberCard = (id: string, nickname: string) => ({ _id: id, nickname, avatar: avatarOf(id) });
