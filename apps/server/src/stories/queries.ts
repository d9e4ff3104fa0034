/**
 * Reading stories (docs/product/stories.md; decisions: Stories and comments): the active stories a viewer may see, one member's,
 * one story, and a story's comments a page at a time. Members hidden from the viewer are left out everywhere.
 */
import { storyMessages, type StoryCommentItem, type StoryItem } from '@kindred/core';
import type pg from 'pg';
import { notFound } from '../http/errors';
import { hiddenFrom } from '../safety/blockSql';
import { commentView, storyView, type CommentRow, type StoryRow } from './views';

/**
 * The stories a viewer (`$1`) may see: active, by a member who is not suspended and not blocked either way.
 * Counts leave out members hidden from the viewer; who viewed and reacted is read for the author only.
 */
const STORY_SELECT = `SELECT s.id, s.user_id, u.nickname, s.media_type, s.content, s.background_style,
  s.background_color, s.font_style, s.media_file, s.created_at, s.expires_at,
  EXISTS (SELECT 1 FROM story_views v WHERE v.story_id = s.id AND v.viewer_id = $1) AS seen,
  (SELECT r.reaction_type FROM story_reactions r WHERE r.story_id = s.id AND r.user_id = $1) AS my_reaction,
  (SELECT count(*)::int FROM story_reactions r WHERE r.story_id = s.id AND r.user_id NOT IN (${hiddenFrom('$1')}))
    AS reaction_count,
  (SELECT count(*)::int FROM story_comments c WHERE c.story_id = s.id AND c.user_id NOT IN (${hiddenFrom('$1')}))
    AS comment_count,
  CASE WHEN s.user_id = $1 THEN COALESCE((SELECT json_agg(v.viewer_id ORDER BY v.viewed_at, v.viewer_id)
    FROM story_views v WHERE v.story_id = s.id AND v.viewer_id NOT IN (${hiddenFrom('$1')})), '[]'::json) END
    AS viewer_ids,
  CASE WHEN s.user_id = $1 THEN COALESCE((SELECT json_agg(json_build_object('user', r.user_id,
    'reactionType', r.reaction_type, 'createdAt', r.created_at) ORDER BY r.created_at, r.user_id)
    FROM story_reactions r WHERE r.story_id = s.id AND r.user_id NOT IN (${hiddenFrom('$1')})), '[]'::json) END
    AS all_reactions,
  u.settings -> 'privacy' ->> 'allowStoryReplies' AS allow_replies,
  (EXISTS (SELECT 1 FROM likes a WHERE a.liker_id = $1 AND a.liked_id = s.user_id)
    AND EXISTS (SELECT 1 FROM likes b WHERE b.liker_id = s.user_id AND b.liked_id = $1)) AS is_match
  FROM stories s JOIN users u ON u.id = s.user_id
  WHERE s.expires_at > now() AND u.role <> 'suspended' AND s.user_id NOT IN (${hiddenFrom('$1')})`;

export function createStoryReads(pool: () => pg.Pool) {
  const loadOne = async (viewerId: string, storyId: string): Promise<StoryRow> => {
    const { rows } = await pool().query<StoryRow>(`${STORY_SELECT} AND s.id = $2`, [viewerId, storyId]);
    if (!rows[0]) throw notFound(storyMessages.notFound);
    return rows[0];
  };

  return {
    /** One story's row as `viewerId` may see it (404 'Story not found' when gone). */
    loadOne,

    /**
     * The active stories the viewer may see, newest first, each with its author (docs/product/stories.md: a list of stories),
     * capped at the 500 newest. The strip's grouping is core's `groupStories`.
     */
    async list(viewerId: string): Promise<StoryItem[]> {
      const { rows } = await pool().query<StoryRow>(`${STORY_SELECT} ORDER BY s.created_at DESC, s.id DESC LIMIT 500`, [
        viewerId,
      ]);
      return rows.map((row) => storyView(row, viewerId));
    },

    /** One member's active stories in posting order. */
    async ofMember(viewerId: string, memberId: string): Promise<StoryItem[]> {
      const { rows } = await pool().query<StoryRow>(`${STORY_SELECT} AND s.user_id = $2 ORDER BY s.created_at, s.id`, [
        viewerId,
        memberId,
      ]);
      return rows.map((row) => storyView(row, viewerId));
    },

    async one(viewerId: string, storyId: string): Promise<StoryItem> {
      return storyView(await loadOne(viewerId, storyId), viewerId);
    },

    /** Comments in posting order, a page at a time after `after` (a comment id); hidden members left out. */
    async comments(
      viewerId: string,
      storyId: string,
      page: { limit: number; after?: string | undefined },
    ): Promise<{ comments: StoryCommentItem[]; hasMore: boolean }> {
      const params: unknown[] = [viewerId, storyId, page.limit + 1];
      let after = '';
      if (page.after) {
        params.push(page.after);
        after = `AND (c.created_at, c.id) > (SELECT a.created_at, a.id FROM story_comments a WHERE a.id = $4)`;
      }
      const { rows } = await pool().query<CommentRow>(
        `SELECT c.id, c.story_id, c.user_id, u.nickname, c.content, c.created_at
         FROM story_comments c JOIN users u ON u.id = c.user_id
         WHERE c.story_id = $2 AND c.user_id NOT IN (${hiddenFrom('$1')}) ${after}
         ORDER BY c.created_at, c.id LIMIT $3`,
        params,
      );
      return { comments: rows.slice(0, page.limit).map(commentView), hasMore: rows.length > page.limit };
    },
  };
}
