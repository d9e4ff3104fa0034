/**
 * Refresh tokens (decisions: Accounts and sessions): random, stored hashed, rotated on every use; reuse of a
 * rotated token revokes its whole family (one device); absolute lifetime 30 days with remember-me, otherwise a
 * browser-session cookie (the server keeps the same 30-day ceiling).
 */
import type pg from 'pg';
import { newId, newSecret, sha256 } from '../lib/ids';

export const REFRESH_COOKIE = 'kindred_rt';
export const REFRESH_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/** A rotated token presented again within this window (concurrent tabs) is not treated as theft. */
export const REUSE_LEEWAY_SECONDS = 20;

export interface IssuedRefresh {
  token: string;
  /** The family (one device's session): access tokens carry it as `sid`. */
  familyId: string;
  remember: boolean;
  expiresAt: Date;
}

export async function issueRefresh(
  pool: pg.Pool,
  userId: string,
  remember: boolean,
  familyId = newId(),
  expiresAt = new Date(Date.now() + REFRESH_LIFETIME_MS),
): Promise<IssuedRefresh> {
  const token = newSecret();
  await pool.query(
    'INSERT INTO refresh_tokens (token_hash, user_id, family_id, remember, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256(token), userId, familyId, remember, expiresAt],
  );
  return { token, familyId, remember, expiresAt };
}

export type RotateResult =
  | { ok: true; userId: string; next: IssuedRefresh }
  | { ok: false; reused: false }
  /** A rotated token presented again: its family is revoked (`userId`, `familyId` for the access tokens). */
  | { ok: false; reused: true; userId: string; familyId: string };

export async function rotateRefresh(pool: pg.Pool, token: string): Promise<RotateResult> {
  const hash = sha256(token);
  const { rows } = await pool.query(
    `UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL
     AND expires_at > now() RETURNING user_id, family_id, remember, expires_at`,
    [hash],
  );
  const row = rows[0];
  if (!row) {
    const { rows: seen } = await pool.query(
      `SELECT user_id, family_id, remember, expires_at, used_at, revoked_at,
         used_at > now() - make_interval(secs => $2) AND expires_at > now() AS within_leeway
       FROM refresh_tokens WHERE token_hash = $1`,
      [hash, REUSE_LEEWAY_SECONDS],
    );
    const old = seen[0];
    if (old?.used_at && !old.revoked_at && old.within_leeway) {
      // Two tabs refreshing at once send the same cookie: the late one gets a sibling token in the same
      // family instead of logging the member out everywhere.
      const next = await issueRefresh(pool, old.user_id, old.remember, old.family_id, old.expires_at);
      return { ok: true, userId: old.user_id, next };
    }
    if (old?.used_at) {
      await revokeFamily(pool, old.family_id);
      return { ok: false, reused: true, userId: old.user_id, familyId: old.family_id };
    }
    return { ok: false, reused: false };
  }
  const next = await issueRefresh(pool, row.user_id, row.remember, row.family_id, row.expires_at);
  return { ok: true, userId: row.user_id, next };
}

export async function revokeFamily(pool: pg.Pool, familyId: string): Promise<void> {
  await pool.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
}

/** Revokes the family of a refresh token; returns whose it was, or null for an unknown token. */
export async function revokeByToken(
  pool: pg.Pool,
  token: string,
): Promise<{ userId: string; familyId: string } | null> {
  const { rows } = await pool.query('SELECT user_id, family_id FROM refresh_tokens WHERE token_hash = $1', [
    sha256(token),
  ]);
  if (!rows[0]) return null;
  await revokeFamily(pool, rows[0].family_id);
  return { userId: rows[0].user_id, familyId: rows[0].family_id };
}

/** Revokes every family of the member; returns their ids (the sessions whose access tokens must stop). */
export async function revokeAllForUser(pool: pg.Pool, userId: string): Promise<string[]> {
  const { rows } = await pool.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING family_id',
    [userId],
  );
  return [...new Set(rows.map((r: { family_id: string }) => r.family_id))];
}

/** Single-use mail tokens (verify / reset), 24 h, stored hashed. */
export const MAIL_TOKEN_TTL_MS = 24 * 3600 * 1000;

export async function issueMailToken(pool: pg.Pool, userId: string, kind: 'verify' | 'reset'): Promise<string> {
  const token = newSecret();
  await pool.query('INSERT INTO email_tokens (token_hash, user_id, kind, expires_at) VALUES ($1, $2, $3, $4)', [
    sha256(token),
    userId,
    kind,
    new Date(Date.now() + MAIL_TOKEN_TTL_MS),
  ]);
  return token;
}

/** A verification token that was already used, of a member who is verified (a repeat of its link is a success). */
export async function usedTokenOfVerifiedMember(pool: pg.Pool, token: string): Promise<boolean> {
  const { rows } = await pool.query(
    `SELECT 1 FROM email_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.kind = 'verify' AND t.used_at IS NOT NULL AND u.is_verified`,
    [sha256(token)],
  );
  return rows.length > 0;
}

/** Marks the token used (once) and returns its member, or null for unknown, used, expired or other-kind tokens. */
export async function consumeMailToken(pool: pg.Pool, token: string, kind: 'verify' | 'reset'): Promise<string | null> {
  const { rows } = await pool.query(
    `UPDATE email_tokens SET used_at = now() WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL
     AND expires_at > now() RETURNING user_id`,
    [sha256(token), kind],
  );
  return rows[0]?.user_id ?? null;
}
