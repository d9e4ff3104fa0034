/**
 * The browse windows (browse.ts): for each filter, the top of the list as every viewer shares it, read a chunk at a
 * time and kept `pageTtlMs` (then it answers while its successor is read); a card change re-reads that card in
 * place, once for every window holding it, an account change passes it over, a new member clears them all
 * (cache/changes.ts). Decisions 0005 and 0180.
 */
import type pg from 'pg';
import type { ChangeBus } from '../cache/changes';
import { prepared } from '../db/prepared';
import { comparePositions } from './browseCursor';
import { entryOf } from './browseReply';
import { CARDS_BY_ID, cardMatchQuery, PLACE_COLUMNS, sharedPageQuery, type CardRow, type PlaceRow } from './browseSql';
import type { BrowseFilter, BrowseRequest, CardEntry, Position } from './browseTypes';

/** Rows read at a time into a filter's window, and the deepest a window grows (100 pages of 20). */
const CHUNK = 200;
const MAX_DEPTH = 2000;
/** Filters whose windows are kept at once (least recently read dropped first). */
const MAX_WINDOWS = 100;
/** An expired window still answers while its successor is read, up to this many lifetimes old. */
const STALE_LIFETIMES = 5;
/** A successor reuses an unchanged card made less than this long ago. */
const REUSE_MS = 60_000;

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
  /** Cards being read again after a `card` notice, by member: a page showing one of them waits for it. */
  patches: Map<string, Promise<void>>;
  /** The window that replaces this one once read (this one answers meanwhile), and what changed during its read. */
  successor: ListWindow | null;
  /** The window this one replaces, while this one is read (its unchanged cards are reused). */
  predecessor: ListWindow | null;
  noticed: Map<string, 'card' | 'account'>;
}

/** A window holding a member's card, and where. */
interface Held {
  w: ListWindow;
  at: number;
}

export interface WindowOptions {
  pool: () => pg.Pool;
  pageTtlMs: number;
  changes: ChangeBus;
  now: () => number;
}

export function createWindows({ pool, pageTtlMs, changes, now }: WindowOptions) {
  const windows = new Map<string, ListWindow>();

  changes.listen((change) => {
    if (change.kind === 'cards') windows.clear();
    else if (change.kind === 'card' || change.kind === 'account') {
      for (const member of change.members) {
        const holding: Held[] = [];
        for (const w of windows.values()) {
          w.successor?.noticed.set(member, change.kind);
          const at = w.index.get(member);
          if (at === undefined) continue;
          if (change.kind === 'account') markGone(w, at);
          else holding.push({ w, at });
        }
        if (holding.length) patch(member, holding);
      }
    }
  });

  const markGone = (w: ListWindow, at: number) => {
    const card = w.cards[at];
    if (card) w.cards[at] = { ...card, gone: true };
  };

  /**
   * Reads one member's card again, once for every window holding it (with whether it still matches each one's
   * filter), and puts it in place: a profile or photo change costs one small query and one serialisation, not a
   * re-read of every window. A card that no longer matches a filter is passed over there from then on. (Its place
   * in the order stays until the window is read again: these writes do not change online status or activity time.)
   */
  function patch(member: string, holding: Held[]) {
    holding.sort((a, b) => (a.w.key < b.w.key ? -1 : 1)); // one statement text per set of filters
    const { sql, params } = cardMatchQuery(holding.map(({ w }) => w.filter));
    const read = pool()
      .query(prepared(sql, [member, ...params]))
      .then(({ rows }) => {
        const row = rows[0] as (CardRow & { matches: boolean[] }) | undefined;
        const entry = row ? entryOf(row, now()) : null;
        holding.forEach(({ w, at }, k) => {
          const current = w.cards[at];
          if (!current || current.id !== member) return;
          if (entry && row?.matches[k]) w.cards[at] = { ...entry, position: current.position };
          else markGone(w, at);
        });
      });
    for (const { w } of holding) {
      const done: Promise<void> = read
        // A failed read must not leave a stale card behind: the window is read again instead.
        .catch(() => void (windows.get(w.key) === w && windows.delete(w.key)))
        .finally(() => w.patches.get(member) === done && w.patches.delete(member));
      w.patches.set(member, done);
    }
  }

  /**
   * The card of `row` as `prior` (the window being replaced) holds it, when the member's row has not changed since
   * and the card is recent (age and tier follow the clock): most of a window's cards are not made again.
   */
  function unchanged(prior: ListWindow | null, row: PlaceRow, at: number): CardEntry | undefined {
    const i = prior?.index.get(row.id);
    const card = i === undefined ? undefined : prior?.cards[i];
    if (!card || card.gone || card.version !== row.version || at - card.builtAt > REUSE_MS) return undefined;
    const [online, time] = card.position;
    return online === row.online_visible && time === row.position_ts ? card : undefined;
  }

  /**
   * Reads `rows` cards after `after` (or from the top) for everyone. A successor's first read (as deep as the window it
   * replaces) reads where each member sits first, then whole only the cards it cannot reuse (decision 0242): most are
   * unchanged, and a whole card (its photo sub-selects, its columns parsed) costs PostgreSQL and this process several
   * times a place. A card read in the second step keeps the place of the first (the window's order), as a patched card
   * does; a member gone in between is left out.
   */
  async function readShared(w: ListWindow, rows: number) {
    const prior = w.predecessor;
    if (prior && w.readTo === null) {
      const places = sharedPageQuery(w.filter, null, rows, PLACE_COLUMNS);
      const { rows: found } = await pool().query(prepared(places.sql, places.params));
      const kept = (found as PlaceRow[]).map((row) => unchanged(prior, row, w.at));
      const missing = (found as PlaceRow[]).filter((_, i) => !kept[i]).map((row) => row.id);
      const fresh = new Map<string, CardRow>();
      if (missing.length) {
        const { rows: read } = await pool().query(prepared(CARDS_BY_ID, [missing]));
        for (const row of read as CardRow[]) fresh.set(row.id, row);
      }
      const cards: CardEntry[] = [];
      (found as PlaceRow[]).forEach((place, i) => {
        const reused = kept[i];
        if (reused) return void cards.push(reused);
        const row = fresh.get(place.id);
        if (row) cards.push({ ...entryOf(row, w.at), position: [place.online_visible, place.position_ts, place.id] });
      });
      return { cards, complete: found.length < rows };
    }
    const { sql, params } = sharedPageQuery(w.filter, w.readTo, rows);
    const { rows: found } = await pool().query(prepared(sql, params));
    const cards = (found as CardRow[]).map((row) => unchanged(w.predecessor, row, w.at) ?? entryOf(row, w.at));
    return { cards, complete: found.length < rows };
  }

  const emptyWindow = (key: string, filter: BrowseFilter, depthHint: number): ListWindow => ({
    key,
    filter,
    at: now(),
    cards: [],
    index: new Map(),
    complete: false,
    extending: null,
    depthHint,
    readTo: null,
    patches: new Map(),
    successor: null,
    predecessor: null,
    noticed: new Map(),
  });

  /**
   * Reads the successor of an expired window as deep as it had grown, while it goes on answering; swaps it in
   * once read, with the cards that changed during that read read again. (Presence and activity times, which no
   * notice announces, thus show within a lifetime and a read; no page waits for the read.)
   */
  function refresh(old: ListWindow) {
    if (old.successor) return;
    const next = emptyWindow(old.key, old.filter, old.cards.length);
    next.predecessor = old;
    old.successor = next;
    extend(next)
      .then(() => {
        if (windows.get(old.key) !== old) return;
        for (const [member, kind] of next.noticed) {
          const at = next.index.get(member);
          if (at === undefined) continue;
          if (kind === 'account') markGone(next, at);
          else patch(member, [{ w: next, at }]);
        }
        next.noticed.clear();
        windows.set(old.key, next);
      })
      // A failed read: the next page reads a fresh window itself.
      .catch(() => void (windows.get(old.key) === old && windows.delete(old.key)))
      .finally(() => {
        old.successor = null;
        next.predecessor = null;
      });
  }

  function windowFor(key: string, filter: BrowseFilter): ListWindow {
    const hit = windows.get(key);
    const age = hit ? now() - hit.at : Infinity;
    if (hit && age < pageTtlMs) return hit;
    if (hit && hit.cards.length && age < pageTtlMs * STALE_LIFETIMES) {
      refresh(hit);
      return hit;
    }
    windows.delete(key);
    if (windows.size >= MAX_WINDOWS) windows.delete(windows.keys().next().value as string);
    const fresh = emptyWindow(key, filter, hit?.cards.length ?? 0);
    windows.set(key, fresh);
    return fresh;
  }

  /** Adds the next chunk to the window (one read shared by every waiting request). */
  function extend(w: ListWindow): Promise<void> {
    if (!w.extending) {
      const rows = w.readTo ? CHUNK : Math.min(MAX_DEPTH, Math.max(CHUNK, Math.ceil(w.depthHint / CHUNK) * CHUNK));
      w.extending = readShared(w, rows)
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
    let i = 0;
    if (req.position) {
      // The cursor names the last card shown: read on until the window holds it, or has read past where it
      // would be (the card moved or is gone), or cannot grow. (No closures here: a page is the hot path.)
      const position = req.position;
      while (
        !w.index.has(position[2]) &&
        !(w.readTo !== null && comparePositions(w.readTo, position) >= 0) &&
        !w.complete &&
        w.cards.length < MAX_DEPTH &&
        windows.get(key) === w
      ) {
        await extend(w);
      }
      const at = w.index.get(req.position[2]);
      const card = at === undefined ? undefined : w.cards[at];
      // The cursor's card must still sit where the cursor says (it may have moved since that page was read).
      if (!card || card.position[0] !== req.position[0] || card.position[1] !== req.position[1]) return null;
      i = (at as number) + 1;
    }
    for (;;) {
      const page = await pageFrom(w, key, req, hidden, i);
      if (!page) return null;
      // A card of this page being read again after a change notice: the page waits for it (and only for it).
      if (!w.patches.size) return page.cards;
      const pending: Promise<void>[] = [];
      for (let at = i; at < page.end; at++) {
        const patching = w.patches.get((w.cards[at] as CardEntry).id);
        if (patching) pending.push(patching);
      }
      if (!pending.length) return page.cards;
      await Promise.all(pending);
    }
  }

  /** The viewer's cards from index `from` on (the window grows as needed), and the index after the last one read. */
  async function pageFrom(w: ListWindow, key: string, req: BrowseRequest, hidden: ReadonlySet<string>, from: number) {
    const want = req.limit + 1;
    const cards: CardEntry[] = [];
    // `?page=N` without a cursor: the first (N-1)·limit cards this viewer would see are passed over.
    let skip = req.position ? 0 : req.offset;
    let i = from;
    for (;;) {
      for (; i < w.cards.length && cards.length < want; i++) {
        const card = w.cards[i] as CardEntry;
        if (card.gone || card.id === req.viewerId || hidden.has(card.id)) continue;
        if (skip > 0) skip--;
        else cards.push(card);
      }
      if (cards.length >= want || w.complete) return { cards, end: i };
      if (w.cards.length >= MAX_DEPTH || windows.get(key) !== w) return null;
      await extend(w);
    }
  }

  return { fromWindow };
}
