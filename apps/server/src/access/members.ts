/**
 * Who a bearer token stands for, answered once for the HTTP access layer and the socket handshake.
 *
 * A token is good when its signature and expiry hold (auth/tokens.ts) and the member it names still exists and
 * is not suspended (`role = 'suspended'`). Revoked sessions (the refresh family a token was issued for) plug in
 * to `memberForToken`, so every door that takes a token — a request, a socket handshake, a socket's
 * `authenticate` — gets the same answer.
 */
import type pg from 'pg';
import type { TokenService } from '../auth/tokens';
import { grouped } from '../db/grouped';
import { prepared } from '../db/prepared';
import type { SqlRow } from '../db/rows';
import type { users } from '../db/schema';
import { deriveTier, isPremiumTier } from '../subscription/tier';
import type { Caller } from './caller';

const CALLER_SQL = `SELECT id, email, nickname, role, base_tier, is_verified, password_hash, plan, paid_until,
  cancel_at_period_end, settings, last_active < now() - interval '5 minutes' AS stale, xmin::text AS version
  FROM users WHERE id = $1`;

/**
 * A write that confirms its caller (decision 0072) found the member row changed since the caller was read (or
 * gone): nothing was written; the socket layer reads the member afresh and runs the event again.
 */
export class CallerChanged extends Error {
  constructor() {
    super('the member changed since the caller was read');
    this.name = 'CallerChanged';
  }
}

export interface LoadedCaller {
  caller: Caller;
  /** `last_active` is more than 5 minutes old (the layer refreshes it, throttled). */
  stale: boolean;
}

/** The member's columns (tier, plan and settings as the caller reads them), with the query's computed ones. */
type CallerRow = Pick<
  SqlRow<typeof users>,
  'id' | 'email' | 'nickname' | 'role' | 'is_verified' | 'password_hash' | 'paid_until' | 'cancel_at_period_end'
> & {
  base_tier: Caller['baseTier'];
  plan: Caller['plan'];
  settings: Caller['settings'] | null;
  stale: boolean | null;
  version: string;
};

/** The tier and its premium flag at `now`, from the stored identity and paid period. */
function tierAt(baseTier: string, paidUntil: Date | null, now: number): Pick<Caller, 'tier' | 'premium'> {
  const tier = deriveTier(baseTier, paidUntil, now);
  return { tier, premium: isPremiumTier(tier) };
}

function loadedCaller(row: CallerRow | undefined, now: number): LoadedCaller | null {
  if (!row || row.role === 'suspended') return null;
  return {
    stale: Boolean(row.stale),
    caller: {
      id: row.id,
      email: row.email,
      nickname: row.nickname,
      baseTier: row.base_tier,
      ...tierAt(row.base_tier, row.paid_until, now),
      isVerified: row.is_verified,
      passwordHash: row.password_hash,
      plan: row.plan,
      paidUntil: row.paid_until,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      settings: row.settings ?? {},
      version: row.version,
    },
  };
}

/**
 * A caller read earlier, as of `now`: the tier follows the clock (a paid period ends without the row changing), so
 * a caller kept between events (decision 0072) derives it again instead of keeping the tier of its read.
 */
export function callerAt(caller: Caller, now = Date.now()): Caller {
  const current = tierAt(caller.baseTier, caller.paidUntil, now);
  return current.tier === caller.tier ? caller : { ...caller, ...current };
}

/** The member as a caller, or null when there is no such member or the member is suspended. */
export async function loadCaller(pool: pg.Pool, memberId: string, now = Date.now()): Promise<LoadedCaller | null> {
  const { rows } = await pool.query<CallerRow>(prepared(CALLER_SQL, [memberId]));
  return loadedCaller(rows[0], now);
}

const CALLERS_SQL = CALLER_SQL.replace('WHERE id = $1', 'WHERE id = ANY($1::text[])');

/**
 * The socket event layer's caller check, grouped (db/grouped.ts): while one read is in flight, the members asked
 * for meanwhile are read together in ONE statement when it returns. Every event still reads its member from the
 * database after it arrived — a tier change, a verification, a suspension or a deletion counts at once, as with
 * `loadCaller` — but a busy node sends one read for many events instead of one each.
 */
export function groupedCallerLoader(pool: () => pg.Pool): (memberId: string) => Promise<Caller | null> {
  return grouped<string, Caller | null>(
    async (ids) => {
      const { rows } = await pool().query<CallerRow>(prepared(CALLERS_SQL, [[...new Set(ids)]]));
      const now = Date.now();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => loadedCaller(byId.get(id), now)?.caller ?? null);
    },
    { lanes: 2, laneOf: (id) => id },
  );
}

/**
 * "Is this token, and the member it names, still good?": the member, or null (forged, expired, deleted,
 * suspended — and, once sessions can be revoked, revoked). Sockets call this at the handshake and on
 * `authenticate`.
 */
export async function memberForToken(
  deps: { tokens: TokenService; pool: pg.Pool },
  token: string | null | undefined,
): Promise<Caller | null> {
  const memberId = deps.tokens.verify(token);
  if (!memberId) return null;
  return (await loadCaller(deps.pool, memberId))?.caller ?? null;
}
