/**
 * Block visibility as SQL, written once (conventions: apps/server; decisions: Likes, matches, blocks, reports).
 * Every query that hides members across a block builds its condition here — a copy pasted elsewhere is how a
 * route once forgot it.
 *
 * Two rules:
 * - a block either way hides both members from each other in lists, profiles and photos (`blockedEitherWay`,
 *   `hiddenFrom`);
 * - a member who blocked you is, to you, a missing member: every reply about them (by id, avatar included) is
 *   the reply for an id that does not exist (`blockedBy(them, you)`), so a block cannot be told from a
 *   deletion. Your own block does not hide them from your own block, unblock and report.
 *
 * Arguments are SQL expressions (a parameter such as `$1` or a column such as `u.id`), never values.
 */

/** True when `blocker` blocked `blocked`. */
export const blockedBy = (blocker: string, blocked: string): string =>
  `EXISTS (SELECT 1 FROM blocks blk WHERE blk.blocker_id = ${blocker} AND blk.blocked_id = ${blocked})`;

/** True when either member blocked the other. */
export const blockedEitherWay = (a: string, b: string): string =>
  `EXISTS (SELECT 1 FROM blocks blk WHERE (blk.blocker_id = ${a} AND blk.blocked_id = ${b})
    OR (blk.blocker_id = ${b} AND blk.blocked_id = ${a}))`;

/** A subquery of the ids `viewer` never sees: members they blocked and members who blocked them. */
export const hiddenFrom = (viewer: string): string =>
  `SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer} UNION SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer}`;
