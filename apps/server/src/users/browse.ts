/**
 * The browse list (spec 001 §3–4, GET /api/users): member cards with the dashboard filters, online first then
 * most recent activity, keyset cursors that also carry the list's total (signed: the client cannot change it).
 *
 * What a page holds is the same for every viewer except for the members that viewer never sees (themself and
 * both directions of blocks) and which cards they already liked. So a page is read once for everyone and kept
 * briefly (`browsePageTtlMs`, a couple of seconds), a few cards longer than asked; each viewer's page is that
 * shared page minus their hidden members, plus their likes, from a per-viewer relation set (`viewerCacheTtlMs`).
 * Cards are serialised once when read, and a reply is assembled from those strings.
 *
 * Freshness: writes announce what they change (cache/changes.ts) — a member's card change re-reads that card
 * in the windows holding it (a deleted member is passed over), a new member clears the windows, block and
 * like changes drop the viewer sets of both members — on this node before the write's reply leaves, on other
 * nodes through Redis. What no write announces (presence, activity times, new sort order) shows within
 * the page lifetime. `?page=N` without a cursor passes over the viewer's first (N-1)·limit cards of the
 * window. A cursor whose card moved, and pages deeper than the window, are read directly for that viewer.
 * See docs/decisions/0005-browse-read-cache.md.
 */
import type { MemberCard } from '@kindred/core';
import type pg from 'pg';
import { prepared } from '../db/prepared';
import { interestPredicate } from '../db/browseIndexes';
import { blockedEitherWay, hiddenFrom } from '../safety/blockSql';
import { deriveTier, isPremiumTier } from '../subscription/tier';
import { ageFromDateOfBirth } from '../validation/core';
import { publicUrl } from '../photos/urls';
import type { ChangeBus } from '../cache/changes';

/** The browse filters after validation. */
export interface BrowseFilter {
  online: boolean;
  withPhotos: boolean;
  ageMin?: number;
  ageMax?: number;
  interests: string[];
}

/**
 * Keyset position: (online, lastActive, id). lastActive is fixed-width UTC text with microseconds
 * (`2026-11-21T15:17:13.000000Z`), exact for PostgreSQL and ordered like the time when compared as text.
 */
export type Position = [boolean, string, string];

/** Negative when `a` comes before `b` in the list (online first, then most recent, then higher id). */
export function comparePositions(a: Position, b: Position): number {
  if (a[0] !== b[0]) return a[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] > b[1] ? -1 : 1;
  if (a[2] !== b[2]) return a[2] > b[2] ? -1 : 1;
  return 0;
}

/** A card serialised (UTF-8) without its closing brace, so the viewer's `isLiked` can be appended. */
export interface CardEntry {
  id: string;
  position: Position;
  open: Buffer;
  /** The member left this list (account deleted, or no longer matching its filter): passed over. */
  gone?: boolean;
}

export interface ViewerRelations {
  hidden: ReadonlySet<string>;
  liked: ReadonlySet<string>;
}

const CARD_COLUMNS = `u.id, u.nickname, u.base_tier, u.paid_until, u.is_couple, u.is_verified,
  to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.location, u.interests,
  u.details->>'bio' AS bio, u.details->>'gender' AS gender, u.details->>'iAm' AS i_am,
  COALESCE(u.settings->'privacy'->>'showLastSeen', 'true') <> 'false' AS show_last_seen,
  u.online_visible, u.last_active,
  to_char(u.last_active AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position_ts,
  (SELECT p.file_name FROM photos p WHERE p.id = u.profile_photo_id AND NOT p.is_private) AS photo_file,
  ARRAY(SELECT p.file_name FROM photos p WHERE p.user_id = u.id AND NOT p.is_private
    ORDER BY p.id = u.profile_photo_id DESC, p.created_at, p.id) AS public_files,
  u.photo_count`;

const ORDER = 'ORDER BY u.online_visible DESC NULLS LAST, u.last_active DESC NULLS LAST, u.id DESC NULLS LAST';

interface CardRow {
  id: string;
  nickname: string;
  base_tier: string;
  paid_until: Date | null;
  is_couple: boolean;
  is_verified: boolean;
  date_of_birth: string;
  location: string;
  interests: string[] | null;
  bio: string | null;
  gender: string | null;
  i_am: string | null;
  show_last_seen: boolean;
  online_visible: boolean;
  last_active: Date;
  position_ts: string;
  photo_file: string | null;
  /** The public photos' files, the profile photo first (photos_user_idx; at most 10 per member). */
  public_files: string[];
  photo_count: number;
}

/** The card allow-list: what any member may see of another in the list. */
export function cardOf(row: CardRow, now: number): Omit<MemberCard, 'isLiked'> {
  const tier = deriveTier(row.base_tier, row.paid_until, now);
  const details: MemberCard['details'] = {
    age: ageFromDateOfBirth(row.date_of_birth, now) ?? undefined,
    gender: (row.gender ?? undefined) as MemberCard['details']['gender'],
    iAm: (row.i_am ?? undefined) as MemberCard['details']['iAm'],
    location: row.location,
    bio: row.bio ?? '',
    interests: (row.interests ?? []) as MemberCard['details']['interests'],
  };
  return {
    _id: row.id,
    nickname: row.nickname,
    role: isPremiumTier(tier) ? 'premium' : 'user',
    accountTier: tier,
    isCouple: row.is_couple,
    isVerified: row.is_verified,
    isOnline: row.online_visible,
    lastActive: row.show_last_seen ? row.last_active.toISOString() : null,
    photo: row.photo_file ? publicUrl(row.photo_file) : null,
    photos: row.public_files.map((file) => ({ url: publicUrl(file) })),
    avatar: `/api/avatars/${row.id}`,
    photoCount: row.photo_count,
    details,
  };
}

function entryOf(row: CardRow, now: number): CardEntry {
  const json = JSON.stringify(cardOf(row, now));
  return {
    id: row.id,
    position: [row.online_visible, row.position_ts, row.id],
    open: Buffer.from(json.slice(0, -1), 'utf8'),
  };
}

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

/** The query of a page read once for every viewer: `rows` cards after `after` (or from the top) that match `f`. */
export function sharedPageQuery(f: BrowseFilter, after: Position | null, rows: number) {
  const { clauses, params } = filterSql(f, after, 1, true);
  return { sql: orderedPage(clauses, f.interests, rows), params };
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
export function orderedPage(where: string[], interests: readonly string[], rows: number, offset = 0): string {
  const tail = `LIMIT ${rows}${offset ? ` OFFSET ${offset}` : ''}`;
  const chosen = [...new Set(interests)];
  const whereSql = (clauses: string[]) => (clauses.length ? `WHERE ${clauses.join(' AND ')}` : '');
  if (chosen.length === 0) return `SELECT ${CARD_COLUMNS} FROM users u ${whereSql(where)} ${ORDER} ${tail}`;
  if (chosen.length === 1) {
    return `SELECT ${CARD_COLUMNS} FROM users u ${whereSql([`u.${interestPredicate(chosen[0]!)}`, ...where])} ${ORDER} ${tail}`;
  }
  const branches = chosen.map(
    (interest) =>
      `(SELECT u.online_visible, u.last_active, u.id FROM users u ${whereSql([`u.${interestPredicate(interest)}`, ...where])}
        ${ORDER} LIMIT ${rows + offset})`,
  );
  return `SELECT ${CARD_COLUMNS} FROM users u WHERE u.id IN (SELECT b.id FROM (${branches.join(' UNION ')}) b
      ORDER BY b.online_visible DESC NULLS LAST, b.last_active DESC NULLS LAST, b.id DESC NULLS LAST ${tail})
    ${ORDER}`;
}

/** Rows read at a time into a filter's window, and the deepest a window grows (100 pages of 20). */
const CHUNK = 200;
const MAX_DEPTH = 2000;
/** Filters whose windows are kept at once (least recently read dropped first), and viewers' relation sets. */
const MAX_WINDOWS = 100;
const MAX_VIEWERS = 20_000;

/**
 * The top of the list for one filter as every viewer shares it: cards in order, each card's index by id (a
 * cursor names the last card its viewer was shown), and whether the list ends here.
 */
interface ListWindow {
  key: string;
  filter: BrowseFilter;
  at: number;
  cards: CardEntry[];
  index: Map<string, number>;
  complete: boolean;
  /** The read in flight that extends this window, shared by everyone waiting for it. */
  extending: Promise<void> | null;
  /** How deep the window this one replaced had grown: its first read goes that deep at once. */
  depthHint: number;
  /** Where the last read ended (the next read starts after it, even if its rows were all already held). */
  readTo: Position | null;
  /** Cards being read again after a `card` notice; pages wait for them. */
  patches: Set<Promise<void>>;
}

interface Timed<T> {
  at: number;
  value: Promise<T>;
}

export interface BrowseOptions {
  pool: () => pg.Pool;
  pageTtlMs: number;
  viewerTtlMs: number;
  changes: ChangeBus;
  now?: () => number;
}

export interface BrowseRequest {
  viewerId: string;
  filter: BrowseFilter;
  limit: number;
  /** Keyset position after which to read, or null for the top. */
  position: Position | null;
  /** Cards to pass over (only for `?page=N` without a cursor). */
  offset: number;
}

export interface BrowseResult {
  /** Up to `limit + 1` cards: one more than shown tells whether more follow. */
  cards: CardEntry[];
  relations: ViewerRelations;
}

export function createBrowse({ pool, pageTtlMs, viewerTtlMs, changes, now = Date.now }: BrowseOptions) {
  const windows = new Map<string, ListWindow>();
  const viewers = new Map<string, Timed<ViewerRelations>>();

  changes.listen((change) => {
    if (change.kind === 'cards') windows.clear();
    else if (change.kind === 'relations') for (const member of change.members) viewers.delete(member);
    else if (change.kind === 'card' || change.kind === 'account') {
      for (const w of windows.values()) {
        for (const member of change.members) {
          const at = w.index.get(member);
          if (at === undefined) continue;
          if (change.kind === 'account') markGone(w, at);
          else patch(w, member, at);
        }
      }
    }
  });

  const markGone = (w: ListWindow, at: number) => {
    const card = w.cards[at];
    if (card) w.cards[at] = { ...card, gone: true };
  };

  /**
   * Reads one member's card again for one window (with its filter) and puts it in place: a profile or photo
   * change costs one small query per window holding the card, not a re-read of every window. A card that no
   * longer matches the filter is passed over from then on. (Its place in the order stays until the window
   * expires: these writes do not change online status or activity time.)
   */
  function patch(w: ListWindow, member: string, at: number) {
    const { clauses, params } = filterSql(w.filter, null, 2);
    const sql = `SELECT ${CARD_COLUMNS} FROM users u WHERE u.id = $1${clauses.length ? ` AND ${clauses.join(' AND ')}` : ''}`;
    const done: Promise<void> = pool()
      .query(prepared(sql, [member, ...params]))
      .then(({ rows }) => {
        const row = rows[0] as CardRow | undefined;
        const current = w.cards[at];
        if (!current || current.id !== member) return;
        if (row) w.cards[at] = { ...entryOf(row, now()), position: current.position };
        else markGone(w, at);
      })
      // A failed read must not leave a stale card behind: the window is read again instead.
      .catch(() => void (windows.get(w.key) === w && windows.delete(w.key)))
      .finally(() => w.patches.delete(done));
    w.patches.add(done);
  }

  function relations(viewerId: string): Promise<ViewerRelations> {
    const hit = viewers.get(viewerId);
    if (hit && now() - hit.at < viewerTtlMs) return hit.value;
    const value = pool()
      .query(
        prepared(
          `SELECT ARRAY(${hiddenFrom('$1')}) AS hidden,
                  ARRAY(SELECT liked_id FROM likes WHERE liker_id = $1) AS liked`,
          [viewerId],
        ),
      )
      .then(({ rows }) => ({
        hidden: new Set<string>(rows[0].hidden as string[]),
        liked: new Set<string>(rows[0].liked as string[]),
      }));
    if (viewerTtlMs <= 0) return value;
    // Re-inserted last: the map's order is least recently loaded first.
    viewers.delete(viewerId);
    if (viewers.size >= MAX_VIEWERS) viewers.delete(viewers.keys().next().value as string);
    const entry = { at: now(), value };
    viewers.set(viewerId, entry);
    value.catch(() => viewers.get(viewerId) === entry && viewers.delete(viewerId));
    return value;
  }

  /** Reads `rows` cards after `after` (or from the top) for everyone. */
  async function readShared(filter: BrowseFilter, after: Position | null, rows: number, at: number) {
    const { sql, params } = sharedPageQuery(filter, after, rows);
    const { rows: found } = await pool().query(prepared(sql, params));
    return { cards: (found as CardRow[]).map((row) => entryOf(row, at)), complete: found.length < rows };
  }

  function windowFor(key: string, filter: BrowseFilter): ListWindow {
    const hit = windows.get(key);
    if (hit && now() - hit.at < pageTtlMs) return hit;
    windows.delete(key);
    if (windows.size >= MAX_WINDOWS) windows.delete(windows.keys().next().value as string);
    const fresh: ListWindow = {
      key,
      filter,
      at: now(),
      cards: [],
      index: new Map(),
      complete: false,
      extending: null,
      depthHint: hit?.cards.length ?? 0,
      readTo: null,
      patches: new Set(),
    };
    windows.set(key, fresh);
    return fresh;
  }

  /** Adds the next chunk to the window (one read shared by every waiting request). */
  function extend(w: ListWindow): Promise<void> {
    if (!w.extending) {
      const rows = w.readTo ? CHUNK : Math.min(MAX_DEPTH, Math.max(CHUNK, Math.ceil(w.depthHint / CHUNK) * CHUNK));
      w.extending = readShared(w.filter, w.readTo, rows, w.at)
        .then(({ cards, complete }) => {
          // A member who moved down the list since an earlier read (went offline) comes again: kept once.
          for (const card of cards) {
            if (!w.index.has(card.id)) w.index.set(card.id, w.cards.push(card) - 1);
          }
          w.readTo = cards[cards.length - 1]?.position ?? w.readTo;
          w.complete = complete;
        })
        .finally(() => {
          w.extending = null;
        });
    }
    return w.extending;
  }

  /** The viewer's page from the shared window, or null when the window cannot answer it. */
  async function fromWindow(req: BrowseRequest, hidden: ReadonlySet<string>): Promise<CardEntry[] | null> {
    const key = JSON.stringify(req.filter);
    const w = windowFor(key, req.filter);
    const current = () => windows.get(key) === w;
    while (w.patches.size) await Promise.all(w.patches);
    const want = req.limit + 1;
    let i = 0;
    if (req.position) {
      // The cursor names the last card shown: read on until the window holds it, or has read past where it
      // would be (the card moved or is gone), or cannot grow.
      const position = req.position;
      const passed = () => w.readTo !== null && comparePositions(w.readTo, position) >= 0;
      while (!w.index.has(position[2]) && !passed() && !w.complete && w.cards.length < MAX_DEPTH && current()) {
        await extend(w);
      }
      const at = w.index.get(req.position[2]);
      const card = at === undefined ? undefined : w.cards[at];
      // The cursor's card must still sit where the cursor says (it may have moved since that page was read).
      if (!card || card.position[0] !== req.position[0] || card.position[1] !== req.position[1]) return null;
      i = (at as number) + 1;
    }
    const page: CardEntry[] = [];
    // `?page=N` without a cursor: the first (N-1)·limit cards this viewer would see are passed over.
    let skip = req.position ? 0 : req.offset;
    for (;;) {
      for (; i < w.cards.length && page.length < want; i++) {
        const card = w.cards[i] as CardEntry;
        if (card.gone || card.id === req.viewerId || hidden.has(card.id)) continue;
        if (skip > 0) skip--;
        else page.push(card);
      }
      if (page.length >= want || w.complete) return page;
      if (w.cards.length >= MAX_DEPTH || !current()) return null;
      await extend(w);
    }
  }

  async function viewerPage(req: BrowseRequest): Promise<CardEntry[]> {
    const { clauses, params } = filterSql(req.filter, req.position, 2, true);
    const where = ['u.id <> $1', HIDDEN_FOR_VIEWER, ...clauses];
    const sql = orderedPage(where, req.filter.interests, req.limit + 1, req.offset);
    const { rows } = await pool().query(prepared(sql, [req.viewerId, ...params]));
    const at = now();
    return (rows as CardRow[]).map((row) => entryOf(row, at));
  }

  return {
    async page(req: BrowseRequest): Promise<BrowseResult> {
      const viewerRelations = await relations(req.viewerId);
      if (pageTtlMs > 0) {
        const cards = await fromWindow(req, viewerRelations.hidden);
        if (cards) return { cards, relations: viewerRelations };
      }
      return { cards: await viewerPage(req), relations: viewerRelations };
    },
  };
}

export type Browse = ReturnType<typeof createBrowse>;
