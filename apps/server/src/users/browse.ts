/**
 * The browse list (docs/product/browse-and-profiles.md, GET /api/users): member cards with the dashboard filters, online first then
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
 * the page lifetime and one read: an expired window answers while its successor is read (decision 0180). `?page=N` without a cursor passes over the viewer's first (N-1)·limit cards of the
 * window. A cursor whose card moved, and pages deeper than the window, are read directly for that viewer.
 * See docs/decisions/0005-browse-read-cache.md.
 */
import type pg from 'pg';
import type { ChangeBus } from '../cache/changes';
import { prepared } from '../db/prepared';
import { hiddenFrom } from '../safety/blockSql';
import { entryOf } from './browseReply';
import { viewerPageQuery, type CardRow } from './browseSql';
import type { BrowseRequest, BrowseResult, CardEntry, ViewerRelations } from './browseTypes';
import { RecentMap } from '../lib/recentMap';
import { createWindows } from './browseWindow';

/** Viewers whose relation sets are kept at once (the least recently loaded dropped first, half at a time). */
const MAX_VIEWERS = 20_000;

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

export function createBrowse({ pool, pageTtlMs, viewerTtlMs, changes, now = Date.now }: BrowseOptions) {
  const viewers = new RecentMap<string, Timed<ViewerRelations>>(MAX_VIEWERS);
  const windows = createWindows({ pool, pageTtlMs, changes, now });

  changes.listen((change) => {
    if (change.kind === 'relations') for (const member of change.members) viewers.delete(member);
  });

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
    // Set as the most recent: the least recently loaded are dropped first (lib/recentMap.ts).
    const entry = { at: now(), value };
    viewers.set(viewerId, entry);
    value.catch(() => viewers.get(viewerId) === entry && viewers.delete(viewerId));
    return value;
  }

  async function viewerPage(req: BrowseRequest): Promise<CardEntry[]> {
    const { sql, params } = viewerPageQuery(req);
    const { rows } = await pool().query(prepared(sql, params));
    const at = now();
    return (rows as CardRow[]).map((row) => entryOf(row, at));
  }

  return {
    async page(req: BrowseRequest): Promise<BrowseResult> {
      const viewerRelations = await relations(req.viewerId);
      if (pageTtlMs > 0) {
        const cards = await windows.fromWindow(req, viewerRelations.hidden);
        if (cards) return { cards, relations: viewerRelations };
      }
      return { cards: await viewerPage(req), relations: viewerRelations };
    },
  };
}

export type Browse = ReturnType<typeof createBrowse>;
