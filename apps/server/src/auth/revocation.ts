/**
 * Access-token revocation (decision 0014). Access tokens are JWTs that live 15 minutes; a logout, a password
 * reset or an account deletion must stop them at once, on every node, without a query per request.
 *
 * Each access token carries `sid`, the refresh family (one device's session) it was issued for. Revocations are
 * kept in memory until no token they concern can still be valid (15 minutes and a margin):
 * - revoked sessions (`sid`): logout, refresh-token reuse, password reset (every session of the member);
 * - per member, "tokens issued before" a time: password reset (start of its second; tokens issued in that very
 *   second are covered by their revoked `sid`), account deletion (every token of the member).
 *
 * Revoking announces a `revoked` change notice (cache/changes.ts): this node applies it before the reply leaves,
 * every other node through Redis within milliseconds. An account deletion's `account` notice counts as one. At
 * start, a node reads the families revoked within the last 15 minutes, so a restart forgets nothing that matters.
 *
 * `isTokenRevoked(claims)` is the one check, a map lookup: the token service applies it to every verification
 * (HTTP access layer and socket handshake alike). `onRevoked` tells listeners (the socket server) which members
 * and sessions were revoked, so they can drop connections opened with a token that `isTokenRevoked` now refuses.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { ChangeBus } from '../cache/changes';

/** The claims revocation looks at (a verified access token's). */
export interface RevocableClaims {
  /** Member id. */
  sub: string;
  /** Session (refresh family) id; absent on tokens made without a session (tests, tools). */
  sid?: string | null;
  /** Issued at, in seconds. */
  iat: number;
}

export interface Revoked {
  /** Members concerned: every session listed is theirs; with `before`, their older tokens all go. */
  members: string[];
  sessions: string[];
  /** Tokens of `members` issued before this time (ms) are revoked; Infinity: all of them (deleted account). */
  before?: number;
}

export interface Revocations {
  /** True when the token was revoked (logout, password reset, deletion). In-memory, no query. */
  isTokenRevoked(claims: RevocableClaims): boolean;
  /** A device logged out, or its refresh token was reused: its access tokens stop at once. */
  revokeSessions(memberId: string, sessions: string[]): void;
  /** Password reset: the given sessions, and every token issued before `at`, stop at once. */
  revokeMember(memberId: string, sessions: string[], at: number): void;
  /** Called on every node for each revocation (local or heard from another node). Returns an unsubscribe. */
  onRevoked(listener: (revoked: Revoked) => void): () => void;
  /** Reads the sessions revoked within the last token lifetime (at start). */
  load(pool: pg.Pool): Promise<void>;
}

export interface RevocationOptions {
  changes: ChangeBus;
  /** Access-token lifetime in ms: how long a revocation must be remembered. */
  tokenTtlMs: number;
  log?: FastifyBaseLogger;
  now?: () => number;
}

/** Clock differences between nodes and tokens signed while the revocation was being written. */
const MARGIN_MS = 60_000;

export function createRevocations({ changes, tokenTtlMs, log, now = Date.now }: RevocationOptions): Revocations {
  const sessions = new Map<string, number>(); // sid → forget after (ms)
  const members = new Map<string, { before: number; forgetAt: number }>();
  const listeners = new Set<(revoked: Revoked) => void>();
  const keep = () => now() + tokenTtlMs + MARGIN_MS;
  let sweptAt = now();

  const sweep = () => {
    const t = now();
    if (t - sweptAt < 30_000) return;
    sweptAt = t;
    for (const [sid, forgetAt] of sessions) if (forgetAt <= t) sessions.delete(sid);
    for (const [id, entry] of members) if (entry.forgetAt <= t) members.delete(id);
  };

  const apply = (revoked: Revoked) => {
    sweep();
    const forgetAt = keep();
    for (const sid of revoked.sessions) sessions.set(sid, forgetAt);
    if (revoked.before !== undefined) {
      for (const id of revoked.members) {
        const before = Math.max(revoked.before, members.get(id)?.before ?? -Infinity);
        members.set(id, { before, forgetAt });
      }
    }
    for (const listener of listeners) {
      try {
        listener(revoked);
      } catch (err) {
        log?.error({ err }, 'revocation listener failed');
      }
    }
  };

  changes.listen((change) => {
    if (change.kind === 'revoked') {
      apply({
        members: change.members,
        sessions: change.sessions,
        ...(change.before === null ? {} : { before: change.before }),
      });
    } else if (change.kind === 'account') {
      apply({ members: change.members, sessions: [], before: Infinity });
    }
  });

  const announce = (memberId: string, list: string[], before: number | null) => {
    // Heard by this node synchronously (before the reply leaves), by the others through Redis.
    changes.announce({ kind: 'revoked', members: [memberId], sessions: list, before });
  };

  return {
    isTokenRevoked(claims) {
      if (sessions.size === 0 && members.size === 0) return false;
      if (claims.sid && sessions.has(claims.sid)) return true;
      const member = members.get(claims.sub);
      return member !== undefined && claims.iat * 1000 < member.before;
    },
    revokeSessions(memberId, list) {
      if (list.length) announce(memberId, list, null);
    },
    revokeMember(memberId, list, at) {
      // Whole seconds: `iat` has second precision, and tokens of the same second carry a revoked `sid`.
      announce(memberId, list, Math.floor(at / 1000) * 1000);
    },
    onRevoked(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load(pool) {
      const { rows } = await pool.query(
        `SELECT DISTINCT family_id FROM refresh_tokens WHERE revoked_at > now() - make_interval(secs => $1)`,
        [(tokenTtlMs + MARGIN_MS) / 1000],
      );
      // Kept a full lifetime from now: a little longer than needed, never shorter.
      for (const row of rows as { family_id: string }[]) sessions.set(row.family_id, keep());
    },
  };
}
