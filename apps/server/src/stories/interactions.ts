/**
 * What members do with a story (decisions: Stories and comments): views (once per member), reactions (one per
 * member), comments (as the author's allowStoryReplies lets them) and the author's lists of who viewed and reacted.
 * The author hears of comments and reactions on their sockets; a comment is also a notification.
 */
import {
  canReplyToStory,
  storyMessages,
  type ReactionType,
  type StoryCommentItem,
  type StoryReaction,
} from '@kindred/core';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Caller, VisibleStory } from '../access/plugin';
import type { SqlRow } from '../db/rows';
import type { storyReactions, storyViews, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import type { Deliver } from '../realtime/deliver';
import type { NotificationsService } from '../notifications/service';
import { hiddenFrom } from '../safety/blockSql';
import { allowRepliesOf, commentView, iso, memberCard, storyView, type CommentRow, type StoryRow } from './views';

/** A reaction with its member's nickname. */
type ReactionRow = Pick<SqlRow<typeof storyReactions>, 'user_id' | 'created_at'> &
  Pick<SqlRow<typeof users>, 'nickname'> & { reaction_type: ReactionType };
/** A view with its viewer's nickname. */
type ViewerRow = Pick<SqlRow<typeof storyViews>, 'viewer_id' | 'viewed_at'> & Pick<SqlRow<typeof users>, 'nickname'>;

export function createStoryInteractions(deps: {
  pool: () => pg.Pool;
  deliver: Deliver;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  /** One story's row as the viewer may see it (queries.ts). */
  loadOne: (viewerId: string, storyId: string) => Promise<StoryRow>;
}) {
  const { deliver, loadOne } = deps;

  return {
    /**
     * Adds a comment when the author's `allowStoryReplies` lets the caller (everyone / matches / none; the author
     * always may); `newComment` goes to the author's sockets.
     */
    async addComment(caller: Caller, story: VisibleStory, content: string): Promise<StoryCommentItem> {
      const { rows } = await deps.pool().query<{ allow_replies: string | null; is_match: boolean }>(
        `SELECT u.settings -> 'privacy' ->> 'allowStoryReplies' AS allow_replies,
           (EXISTS (SELECT 1 FROM likes a WHERE a.liker_id = $1 AND a.liked_id = u.id)
            AND EXISTS (SELECT 1 FROM likes b WHERE b.liker_id = u.id AND b.liked_id = $1)) AS is_match
         FROM users u WHERE u.id = $2`,
        [caller.id, story.userId],
      );
      const author = rows[0];
      if (!author) throw notFound(storyMessages.notFound);
      const isAuthor = caller.id === story.userId;
      const check = canReplyToStory(allowRepliesOf(author.allow_replies), { isAuthor, isMatch: author.is_match });
      if (!check.allowed) throw forbidden(check.reason, 'FORBIDDEN');
      const { rows: inserted } = await deps.pool().query<Omit<CommentRow, 'nickname'>>(
        `INSERT INTO story_comments (id, story_id, user_id, content) SELECT $1, s.id, $3, $4 FROM stories s
         WHERE s.id = $2 RETURNING id, story_id, user_id, content, created_at`,
        [newId(), story.id, caller.id, content],
      );
      if (!inserted[0]) throw notFound(storyMessages.notFound); // deleted meanwhile
      const comment = commentView({ ...inserted[0], nickname: caller.nickname });
      if (!isAuthor) {
        deliver({ member: story.userId }, 'newComment', { comment, storyId: story.id });
        // docs/product/stories.md: a comment notification opens /post/{postId or referenceId}, the story.
        await deps.notifications
          .notify(deps.pool(), {
            recipientId: story.userId,
            type: 'comment',
            senderId: caller.id,
            data: { postId: story.id, referenceId: story.id, commenter: caller.id },
          })
          .catch((err: unknown) => deps.log.warn({ err }, 'comment notification failed'));
      }
      return comment;
    },

    async deleteComment(callerId: string, commentId: string): Promise<void> {
      await deps.pool().query('DELETE FROM story_comments WHERE id = $1 AND user_id = $2', [commentId, callerId]);
    },

    /** Records a view once per member; the author's own views are not counted. */
    async view(viewerId: string, story: VisibleStory): Promise<{ viewed: true; firstView: boolean }> {
      if (story.userId === viewerId) return { viewed: true, firstView: false };
      const { rows } = await deps
        .pool()
        .query(
          `INSERT INTO story_views (story_id, viewer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING story_id`,
          [story.id, viewerId],
        );
      return { viewed: true, firstView: rows.length > 0 };
    },

    /** One reaction per member per story: a second one replaces the first. */
    async react(caller: Caller, story: VisibleStory, reactionType: ReactionType): Promise<StoryReaction[]> {
      await deps.pool().query(
        `INSERT INTO story_reactions (story_id, user_id, reaction_type) VALUES ($1, $2, $3)
         ON CONFLICT (story_id, user_id) DO UPDATE SET reaction_type = EXCLUDED.reaction_type, created_at = now()`,
        [story.id, caller.id, reactionType],
      );
      if (story.userId !== caller.id) {
        deliver({ member: story.userId }, 'storyReaction', { storyId: story.id, userId: caller.id, reactionType });
      }
      return storyView(await loadOne(caller.id, story.id), caller.id).reactions;
    },

    async unreact(caller: Caller, story: VisibleStory): Promise<StoryReaction[]> {
      await deps
        .pool()
        .query('DELETE FROM story_reactions WHERE story_id = $1 AND user_id = $2', [story.id, caller.id]);
      return storyView(await loadOne(caller.id, story.id), caller.id).reactions;
    },

    /**
     * Reactions by type for everyone; who reacted only for the author (anyone else sees their own reaction).
     */
    async reactions(caller: Caller, story: VisibleStory) {
      const mine = story.userId === caller.id;
      const { rows } = await deps.pool().query<ReactionRow>(
        `SELECT r.user_id, u.nickname, r.reaction_type, r.created_at FROM story_reactions r
         JOIN users u ON u.id = r.user_id
         WHERE r.story_id = $2 AND r.user_id NOT IN (${hiddenFrom('$1')})
         ORDER BY r.created_at DESC, r.user_id LIMIT 5000`,
        [caller.id, story.id],
      );
      const counts: Partial<Record<ReactionType, number>> = {};
      for (const r of rows) counts[r.reaction_type] = (counts[r.reaction_type] ?? 0) + 1;
      const own = rows.find((r) => r.user_id === caller.id);
      return {
        reactions: rows
          .filter((r) => mine || r.user_id === caller.id)
          .map((r) => ({
            user: memberCard(r.user_id, r.nickname),
            reactionType: r.reaction_type,
            createdAt: iso(r.created_at),
          })),
        counts,
        total: rows.length,
        mine: own?.reaction_type ?? null,
      };
    },

    /** Who viewed the author's story (newest first); members hidden from the author are left out. */
    async viewers(ownerId: string, story: VisibleStory) {
      const { rows } = await deps.pool().query<ViewerRow>(
        `SELECT v.viewer_id, u.nickname, v.viewed_at FROM story_views v JOIN users u ON u.id = v.viewer_id
         WHERE v.story_id = $2 AND v.viewer_id NOT IN (${hiddenFrom('$1')})
         ORDER BY v.viewed_at DESC, v.viewer_id LIMIT 5000`,
        [ownerId, story.id],
      );
      return rows.map((r) => ({ user: memberCard(r.viewer_id, r.nickname), viewedAt: iso(r.viewed_at) }));
    },
  };
}
