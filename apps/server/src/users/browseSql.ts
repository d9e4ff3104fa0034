// The browse list's SQL (GET /api/users): the card's columns, the filters, and the orders that read each page.
import { interestPredicate } from '../db/browseIndexes';
import { cursorTimeSql } from '../http/cursors';
import { blockedEitherWay } from '../safety/blockSql';
import type { SqlRow } from '../db/rows';
import type { users } from '../db/schema';
import type { BrowseFilter, BrowseRequest, Position } from './browseTypes';

export const CARD_COLUMNS = `u.id, u.nickname, u.base_tier, u.paid_until, u.is_couple, u.is_verified,
  to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.location, u.interests,
  u.details->>'bio' AS bio, u.details->>'gender' AS gender, u.details->>'iAm' AS i_am,
  COALESCE(u.settings->'privacy'->>'showLastSeen', 'true') <> 'false' AS show_last_seen,
  u.online_visible, u.last_active,
  ${cursorTimeSql('u.last_active')} AS position_ts,
  (SELECT p.file_name FROM photos p WHERE p.id = u.profile_photo_id AND NOT p.is_private) AS photo_file,
  ARRAY(SELECT p.file_name FROM photos p WHERE p.user_id = u.id AND NOT p.is_private
    ORDER BY p.id = u.profile_photo_id DESC, p.created_at, p.id) AS public_files,
  u.photo_count, u.xmin::text AS version`;

/**
 * What a window's successor reads first (decision 0242): where each member now sits and their row's version. Only the
 * members whose card cannot be reused are then read whole (`CARDS_BY_ID`).
 */
export const PLACE_COLUMNS = `u.id, u.online_visible,
  ${cursorTimeSql('u.last_active')} AS position_ts, u.xmin::text AS version`;
/** A member's place in the list and row version, as `PLACE_COLUMNS` reads it. */
export type PlaceRow = Pick<CardRow, 'id' | 'online_visible' | 'position_ts' | 'version'>;
/** The cards of the members `$1` (any order). */
export const CARDS_BY_ID = `SELECT ${CARD_COLUMNS} FROM users u WHERE u.id = ANY($1::text[])`;

const ORDER = 'ORDER BY u.online_visible DESC NULLS LAST, u.last_active DESC NULLS LAST, u.id DESC NULLS LAST';
/** A card as `CARD_COLUMNS` reads it: the member's columns, and what the query computes. */
export type CardRow = Pick<
  SqlRow<typeof users>,
  | 'id'
  | 'nickname'
  | 'base_tier'
  | 'paid_until'
  | 'is_couple'
  | 'is_verified'
  | 'date_of_birth'
  | 'location'
  | 'interests'
  | 'online_visible'
  | 'last_active'
  | 'photo_count'
> & {
  bio: string | null;
  gender: string | null;
  i_am: string | null;
  show_last_seen: boolean;
  position_ts: string;
  photo_file: string | null;
  /** The public photos' files, the profile photo first (photos_user_idx; at most 10 per member). */
  public_files: string[];
  /** The row's version (any write to the member's row changes it). */
  version: string;
};

/**
 * SQL for the filters, numbering parameters from `$${first}`. With `interestsByIndex` the interests are left to
 * `orderedPage`, which reads each from its own index.
 */
function filterSql(f: BrowseFilter, position: Position | null, first: number, interestsByIndex = false) {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${first + params.length - 1}`;
  };
  const clauses: string[] = [];
  if (f.online) clauses.push('u.online_visible');
  if (f.withPhotos) clauses.push('EXISTS (SELECT 1 FROM photos ph WHERE ph.user_id = u.id)');
  if (f.ageMin !== undefined)
    clauses.push(`u.date_of_birth <= (current_date - make_interval(years => ${p(f.ageMin)}))`);
  if (f.ageMax !== undefined)
    clauses.push(`u.date_of_birth > (current_date - make_interval(years => ${p(f.ageMax + 1)}))`);
  if (f.interests.length && !interestsByIndex) clauses.push(`u.interests && ${p(f.interests)}::text[]`);
  if (position) {
    clauses.push(
      `(u.online_visible, u.last_active, u.id) < (${p(position[0])}, ${p(position[1])}::timestamptz, ${p(position[2])})`,
    );
  }
  return { clauses, params };
}

/**
 * The query of a page read once for every viewer: `rows` cards after `after` (or from the top) that match `f` (with
 * `PLACE_COLUMNS`, only where each member sits).
 */
export function sharedPageQuery(f: BrowseFilter, after: Position | null, rows: number, columns = CARD_COLUMNS) {
  const { clauses, params } = filterSql(f, after, 1, true);
  return { sql: orderedPage(clauses, f.interests, rows, 0, columns), params };
}

/** The filter alone (no keyset position) for totals: SQL over `users u` from `$2` (`$1` is the viewer). */
export function countFilterOf(filter: BrowseFilter): { sql: string; params: unknown[] } {
  const { clauses, params } = filterSql(filter, null, 2);
  return { sql: clauses.join(' AND '), params };
}

const HIDDEN_FOR_VIEWER = `NOT ${blockedEitherWay('$1', 'u.id')}`;

/**
 * The cards of one page in the browse order: `rows` after `offset`, among the members matching `where`.
 *
 * With interests (any of them), each interest is read from its own browse index (`users_browse_<interest>_idx`,
 * decision 0122), whose predicate the query repeats word for word — a literal, so that the prepared statement's
 * generic plan can use it too. One interest: that index's walk, stopped at the LIMIT. Several: each index's
 * first `offset + rows` (the ids and sort keys only), merged, and the page's cards read by id. Either way the
 * rows read grow with the page and with how rare the *other* filters are among the interest's members, not with
 * how rare the interest is among all members.
 */
export function orderedPage(
  where: string[],
  interests: readonly string[],
  rows: number,
  offset = 0,
  columns = CARD_COLUMNS,
): string {
  const tail = `LIMIT ${rows}${offset ? ` OFFSET ${offset}` : ''}`;
  const chosen = [...new Set(interests)];
  const whereSql = (clauses: string[]) => (clauses.length ? `WHERE ${clauses.join(' AND ')}` : '');
  if (chosen.length === 0) return `SELECT ${columns} FROM users u ${whereSql(where)} ${ORDER} ${tail}`;
  if (chosen.length === 1) {
    return `SELECT ${columns} FROM users u ${whereSql([`u.${interestPredicate(chosen[0]!)}`, ...where])} ${ORDER} ${tail}`;
  }
  const branches = chosen.map(
    (interest) =>
      `(SELECT u.online_visible, u.last_active, u.id FROM users u ${whereSql([`u.${interestPredicate(interest)}`, ...where])}
        ${ORDER} LIMIT ${rows + offset})`,
  );
  return `SELECT ${columns} FROM users u WHERE u.id IN (SELECT b.id FROM (${branches.join(' UNION ')}) b
      ORDER BY b.online_visible DESC NULLS LAST, b.last_active DESC NULLS LAST, b.id DESC NULLS LAST ${tail})
    ${ORDER}`;
}

/**
 * One member's card (`$1`) read once for every window holding it, with whether it still matches each window's
 * filter (`matches[i]` for `filters[i]`).
 */
export function cardMatchQuery(filters: readonly BrowseFilter[]) {
  const params: unknown[] = [];
  const tests = filters.map((filter) => {
    const { clauses, params: own } = filterSql(filter, null, 2 + params.length);
    params.push(...own);
    return clauses.length ? `(${clauses.join(' AND ')})` : 'true';
  });
  return {
    sql: `SELECT ${CARD_COLUMNS}, ARRAY[${tests.join(', ')}]::boolean[] AS matches FROM users u WHERE u.id = $1`,
    params,
  };
}

/** A page read for one viewer only (`$1`): without themself and the members a block hides from them. */
export function viewerPageQuery(req: BrowseRequest) {
  const { clauses, params } = filterSql(req.filter, req.position, 2, true);
  const where = ['u.id <> $1', HIDDEN_FOR_VIEWER, ...clauses];
  return {
    sql: orderedPage(where, req.filter.interests, req.limit + 1, req.offset),
    params: [req.viewerId, ...params],
  };
}
