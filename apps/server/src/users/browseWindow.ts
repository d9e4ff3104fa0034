/**
 * The browse windows (browse.ts): for each filter, the top of the list as every viewer shares it, read a chunk at a
 * time and kept `pageTtlMs`; a card change re-reads that card in place, an account change passes it over, a new
 * member clears them all (cache/changes.ts).
 */
import type pg from 'pg';
import type { ChangeBus } from '../cache/changes';
import { prepared } from '../db/prepared';
import { comparePositions } from './browseCursor';
import { entryOf } from './browseReply';
import { cardQuery, sharedPageQuery, type CardRow } from './browseSql';
import type { BrowseFilter, BrowseRequest, CardEntry, Position } from './browseTypes';

/** Rows read at a time into a filter's window, and the deepest a window grows (100 pages of 20). */
const CHUNK = 200;
const MAX_DEPTH = 2000;
/** Filters whose windows are kept at once (least recently read dropped first). */
const MAX_WINDOWS = 100;

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
    const { sql, params } = cardQuery(w.filter);
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

  return { fromWindow };
}
