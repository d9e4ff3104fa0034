/**
 * Posting and deleting stories (decisions: Stories and comments; Tiers and limits): creation with every limit under
 * the member's row lock, the author's matches told of the new story, and the author's deletion with its media.
 */
import {
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
  type StoryItem,
  type StoryMediaType,
  type StoryTextRequest,
} from '@kindred/core';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Caller, VisibleStory } from '../access/plugin';
import type { SqlRow } from '../db/rows';
import type { users } from '../db/schema';
import { withMemberLock, withTransaction } from '../db/transaction';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { newId } from '../lib/ids';
import type { Deliver } from '../realtime/deliver';
import type { NotificationsService } from '../notifications/service';
import { blockedEitherWay } from '../safety/blockSql';
import { deriveTier } from '../subscription/tier';
import type { StoryMedia, StoryStorage } from './storage';
import { allowRepliesOf, storyView, type StoryRow } from './views';

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

type LockedMember = Pick<SqlRow<typeof users>, 'base_tier' | 'paid_until' | 'is_verified' | 'last_story_at'>;

export type NewStory = { kind: 'text'; text: StoryTextRequest } | { kind: 'media'; media: StoryMedia };

export function createStoryPosting(deps: {
  pool: () => pg.Pool;
  deliver: Deliver;
  notifications: NotificationsService;
  storage: StoryStorage;
  log: FastifyBaseLogger;
}) {
  const { deliver, storage } = deps;

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
    async create(caller: Caller, input: NewStory): Promise<StoryItem> {
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
