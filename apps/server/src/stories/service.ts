/**
 * Stories (decisions: Stories and comments; Tiers and limits): creation with every limit under the member's row
 * lock, the strip, one story with its comments, views, reactions, viewers, comments and deletion, plus the 24 h
 * expiry job. Refusals are HttpErrors with the spec's messages. Reply shapes are explicit allow-lists: only the
 * author sees who viewed or reacted; anyone else sees counts and their own view and reaction.
 */
import {
  allowStoryRepliesOptions,
  canReplyToStory,
  formatMessage,
  permissionMessages,
  STORY_DUPLICATE_WINDOW_MS,
  STORY_LIFETIME_MS,
  STORY_MIN_GAP_MS,
  storyCooldownHours,
  storyDuplicateKey,
  storyMessages,
  storyRejection,
  storySubmissionLocked,
  type AccountTier,
  type AllowStoryReplies,
  type ReactionType,
  type Story,
  type StoryComment,
  type StoryMediaType,
  type StoryReaction,
  type StoryTextRequest,
} from '@kindred/core';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Caller, VisibleStory } from '../access/plugin';
import { withMemberLock, withTransaction } from '../db/transaction';
import { forbidden, HttpError, notFound, unauthorized } from '../http/errors';
import { newId } from '../lib/ids';
import type { Deliver } from '../realtime/deliver';
import type { NotificationsService } from '../notifications/service';
import { blockedEitherWay, hiddenFrom } from '../safety/blockSql';
import { deriveTier } from '../subscription/tier';
import { storyMediaUrl, storyThumbUrl, type StoryMedia, type StoryStorage } from './storage';

const avatarOf = (id: string) => `/api/avatars/${id}`;
const iso = (d: Date | string) => new Date(d).toISOString();

/** `privacy.allowStoryReplies` as stored, or the default (everyone) when absent or unknown. */
export const allowRepliesOf = (raw: unknown): AllowStoryReplies =>
  (allowStoryRepliesOptions as readonly unknown[]).includes(raw) ? (raw as AllowStoryReplies) : 'everyone';

/**
 * The story rule of `GET /api/subscription/status`, the same one creation enforces: verified members only; FREE
 * members once per 72 hours (hours left, rounded up); the 5 s gap is not a cooldown the client shows.
 */
export function storyPermission(
  member: { tier: AccountTier; isVerified: boolean; lastStoryAt: Date | null },
  nowMs: number,
): { canCreateStory: boolean; storyCooldown: number } {
  const storyCooldown = storyCooldownHours(member.tier, member.lastStoryAt?.getTime() ?? null, nowMs);
  return { canCreateStory: member.isVerified && storyCooldown === 0, storyCooldown };
}

interface StoryRow {
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

/** A story as `viewerId` may see it (the allow-list of the reply). */
export function storyView(row: StoryRow, viewerId: string): Story {
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

interface CommentRow {
  id: string;
  story_id: string;
  user_id: string;
  nickname: string;
  content: string;
  created_at: Date;
}
const commentView = (row: CommentRow): StoryComment => ({
  _id: row.id,
  story: row.story_id,
  user: { _id: row.user_id, nickname: row.nickname, photo: avatarOf(row.user_id) },
  content: row.content,
  createdAt: iso(row.created_at),
});

/** A member card for the author's lists (viewers, reactions). */
const memberCard = (id: string, nickname: string) => ({ _id: id, nickname, avatar: avatarOf(id) });

interface LockedMember {
  base_tier: string;
  paid_until: Date | null;
  is_verified: boolean;
  last_story_at: Date | null;
}

export type NewStory = { kind: 'text'; text: StoryTextRequest } | { kind: 'media'; media: StoryMedia };

export function createStories(deps: {
  pool: () => pg.Pool;
  deliver: Deliver;
  notifications: NotificationsService;
  storage: StoryStorage;
  log: FastifyBaseLogger;
}) {
  const { deliver, storage } = deps;

  const loadOne = async (viewerId: string, storyId: string): Promise<StoryRow> => {
    const { rows } = await deps.pool().query<StoryRow>(`${STORY_SELECT} AND s.id = $2`, [viewerId, storyId]);
    if (!rows[0]) throw notFound(storyMessages.notFound);
    return rows[0];
  };

  /** The member's matches who may hear about their new story (no block either way). */
  const matchesOf = async (memberId: string): Promise<string[]> => {
    const { rows } = await deps.pool().query<{ id: string }>(
      `SELECT mine.liked_id AS id FROM likes mine
       JOIN likes theirs ON theirs.liker_id = mine.liked_id AND theirs.liked_id = mine.liker_id
       WHERE mine.liker_id = $1 AND NOT ${blockedEitherWay('$1', 'mine.liked_id')}`,
      [memberId],
    );
    return rows.map((r) => r.id);
  };

  return {
    /**
     * Creates a story. Under the member's row lock, in this order: FREE members once per 72 hours (403 with the
     * hours left), at least 5 s since the member's last story (429), a text whose first 20 characters repeat one of
     * the member's stories from the last 10 s (409); then the story is stored and `last_story_at` moves. Two
     * parallel creates queue on the lock, so the second one sees the first one's time. Media files are written
     * before the lock and removed again if the story is refused. After the commit, `newStory` goes to the
     * author's matches.
     */
    async create(caller: Caller, input: NewStory): Promise<Story> {
      const file = input.kind === 'media' ? await storage.save(input.media) : null;
      const mediaType: StoryMediaType =
        input.kind === 'text' ? 'text' : input.media.kind === 'image' ? 'image' : 'video';
      const text = input.kind === 'text' ? input.text : null;
      let row: StoryRow;
      try {
        row = await withMemberLock<StoryRow, LockedMember>(
          deps.pool(),
          caller.id,
          'base_tier, paid_until, is_verified, last_story_at',
          async (tx, member) => {
            if (!member) throw unauthorized();
            const nowMs = Date.now();
            const tier = deriveTier(member.base_tier, member.paid_until, nowMs);
            const last = member.last_story_at?.getTime() ?? null;
            const hours = storyCooldownHours(tier, last, nowMs);
            if (hours > 0) {
              throw forbidden(formatMessage(permissionMessages.story, { hours }), 'STORY_COOLDOWN');
            }
            if (storySubmissionLocked(last, nowMs)) {
              const refusal = storyRejection({ ok: false, code: 'TOO_SOON', reason: storyMessages.wait5 })!;
              const wait = Math.max(1, Math.ceil((STORY_MIN_GAP_MS - (nowMs - (last ?? nowMs))) / 1000));
              throw new HttpError(refusal.status, refusal.error, 'RATE_LIMITED', { 'retry-after': String(wait) });
            }
            const dupKey = text ? storyDuplicateKey(text.content) : null;
            if (dupKey !== null) {
              const { rows: recent } = await tx.query(
                'SELECT 1 FROM stories WHERE user_id = $1 AND dup_key = $2 AND created_at > $3 LIMIT 1',
                [caller.id, dupKey, new Date(nowMs - STORY_DUPLICATE_WINDOW_MS)],
              );
              if (recent[0]) {
                const refusal = storyRejection({
                  ok: false,
                  code: 'DUPLICATE',
                  reason: storyMessages.alreadySubmitted,
                })!;
                throw new HttpError(refusal.status, refusal.error, 'CONFLICT');
              }
            }
            const createdAt = new Date(nowMs);
            const { rows } = await tx.query<StoryRow>(
              `INSERT INTO stories (id, user_id, media_type, content, dup_key, background_style, background_color,
                 font_style, media_file, created_at, expires_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
               RETURNING id, user_id, media_type, content, background_style, background_color, font_style,
                 media_file, created_at, expires_at`,
              [
                newId(),
                caller.id,
                mediaType,
                text?.content ?? null,
                dupKey,
                text?.backgroundStyle ?? null,
                text?.backgroundColor ?? null,
                text?.fontStyle ?? null,
                file,
                createdAt,
                new Date(nowMs + STORY_LIFETIME_MS),
              ],
            );
            await tx.query('UPDATE users SET last_story_at = $2 WHERE id = $1', [caller.id, createdAt]);
            return rows[0]!;
          },
        );
      } catch (err) {
        await storage.remove(file);
        throw err;
      }
      const fresh: StoryRow = {
        ...row,
        nickname: caller.nickname,
        seen: false,
        my_reaction: null,
        reaction_count: 0,
        comment_count: 0,
        viewer_ids: null,
        all_reactions: null,
        allow_replies: allowRepliesOf(
          (caller.settings as { privacy?: { allowStoryReplies?: unknown } }).privacy?.allowStoryReplies,
        ),
        is_match: true,
      };
      const matches = await matchesOf(caller.id).catch((err: unknown) => {
        deps.log.warn({ err }, 'newStory recipients could not be read');
        return [];
      });
      // A `story` notification to each match (their settings.notifications.stories and blocks decide).
      for (const recipientId of matches) {
        await deps.notifications
          .notify(deps.pool(), {
            recipientId,
            type: 'story',
            senderId: caller.id,
            data: { user: caller.id, storyId: row.id, referenceId: row.id },
          })
          .catch((err: unknown) => deps.log.warn({ err }, 'story notification failed'));
      }
      // Every match sees the same thing: no views, no reactions yet, replies as the author allows matches.
      if (matches.length) deliver({ members: matches }, 'newStory', { story: storyView(fresh, '') });
      return storyView({ ...fresh, viewer_ids: [], all_reactions: [] }, caller.id);
    },

    /**
     * The active stories the viewer may see, newest first, each with its author (spec 000 §7: a list of stories),
     * capped at the 500 newest. The strip's grouping is core's `groupStories`.
     */
    async list(viewerId: string): Promise<Story[]> {
      const { rows } = await deps
        .pool()
        .query<StoryRow>(`${STORY_SELECT} ORDER BY s.created_at DESC, s.id DESC LIMIT 500`, [viewerId]);
      return rows.map((row) => storyView(row, viewerId));
    },

    /** One member's active stories in posting order. */
    async ofMember(viewerId: string, memberId: string): Promise<Story[]> {
      const { rows } = await deps
        .pool()
        .query<StoryRow>(`${STORY_SELECT} AND s.user_id = $2 ORDER BY s.created_at, s.id`, [viewerId, memberId]);
      return rows.map((row) => storyView(row, viewerId));
    },

    async one(viewerId: string, storyId: string): Promise<Story> {
      return storyView(await loadOne(viewerId, storyId), viewerId);
    },

    /** Comments in posting order, a page at a time after `after` (a comment id); hidden members left out. */
    async comments(
      viewerId: string,
      storyId: string,
      page: { limit: number; after?: string | undefined },
    ): Promise<{ comments: StoryComment[]; hasMore: boolean }> {
      const params: unknown[] = [viewerId, storyId, page.limit + 1];
      let after = '';
      if (page.after) {
        params.push(page.after);
        after = `AND (c.created_at, c.id) > (SELECT a.created_at, a.id FROM story_comments a WHERE a.id = $4)`;
      }
      const { rows } = await deps.pool().query<CommentRow>(
        `SELECT c.id, c.story_id, c.user_id, u.nickname, c.content, c.created_at
         FROM story_comments c JOIN users u ON u.id = c.user_id
         WHERE c.story_id = $2 AND c.user_id NOT IN (${hiddenFrom('$1')}) ${after}
         ORDER BY c.created_at, c.id LIMIT $3`,
        params,
      );
      return { comments: rows.slice(0, page.limit).map(commentView), hasMore: rows.length > page.limit };
    },

    /**
     * Adds a comment when the author's `allowStoryReplies` lets the caller (everyone / matches / none; the author
     * always may); `newComment` goes to the author's sockets.
     */
    async addComment(caller: Caller, story: VisibleStory, content: string): Promise<StoryComment> {
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
        // spec 000: a comment notification opens /post/{postId or referenceId}, the story.
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
      const { rows } = await deps.pool().query<{
        user_id: string;
        nickname: string;
        reaction_type: ReactionType;
        created_at: Date;
      }>(
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
      const { rows } = await deps.pool().query<{ viewer_id: string; nickname: string; viewed_at: Date }>(
        `SELECT v.viewer_id, u.nickname, v.viewed_at FROM story_views v JOIN users u ON u.id = v.viewer_id
         WHERE v.story_id = $2 AND v.viewer_id NOT IN (${hiddenFrom('$1')})
         ORDER BY v.viewed_at DESC, v.viewer_id LIMIT 5000`,
        [ownerId, story.id],
      );
      return rows.map((r) => ({ user: memberCard(r.viewer_id, r.nickname), viewedAt: iso(r.viewed_at) }));
    },

    /** Deletes the author's story (views, reactions and comments go with it), then its media file. */
    async remove(ownerId: string, story: VisibleStory): Promise<void> {
      const file = await withTransaction(deps.pool(), async (tx) => {
        const { rows } = await tx.query<{ media_file: string | null }>(
          'DELETE FROM stories WHERE id = $1 AND user_id = $2 RETURNING media_file',
          [story.id, ownerId],
        );
        return rows[0]?.media_file ?? null;
      });
      await storage.remove(file);
    },
  };
}
export type StoriesService = ReturnType<typeof createStories>;

/**
 * Deletes stories whose 24 hours are over, with their views, reactions, comments and media files. `now` is
 * injected so tests control the clock. Several nodes may run it: each expired row is deleted by one of them, and
 * only that one removes its file. A crash between the delete and the file removal leaves an orphan file, never a
 * story without its file.
 */
export async function runStoryExpiryJob(pool: pg.Pool, storage: StoryStorage, now: Date) {
  let deleted = 0;
  for (;;) {
    const { rows } = await pool.query<{ media_file: string | null }>(
      `DELETE FROM stories WHERE id IN (SELECT id FROM stories WHERE expires_at <= $1 ORDER BY expires_at LIMIT 500)
       RETURNING media_file`,
      [now],
    );
    for (const r of rows) await storage.remove(r.media_file);
    deleted += rows.length;
    if (rows.length < 500) return { deleted };
  }
}
