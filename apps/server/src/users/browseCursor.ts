// The browse list's keyset cursors (GET /api/users): bound to the viewer and filter, carrying the list's total.
import { readCursorOr400, type CursorCodec } from '../http/cursors';
import type { BrowseFilter, Position } from './browseTypes';

/** Negative when `a` comes before `b` in the list (online first, then most recent, then higher id). */
export function comparePositions(a: Position, b: Position): number {
  if (a[0] !== b[0]) return a[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] > b[1] ? -1 : 1;
  if (a[2] !== b[2]) return a[2] > b[2] ? -1 : 1;
  return 0;
}

/** What a cursor is bound to: the viewer and the filter (its total was counted for both). */
export const cursorScope = (viewerId: string, filter: BrowseFilter) => `${viewerId}\n${JSON.stringify(filter)}`;

/**
 * The position after which the next page starts and the total counted for the first page, from a cursor signed by
 * this server for this viewer and filter (http/cursors.ts: a forged or edited cursor is the usual 400); null without
 * one.
 */
export function readBrowseCursor(cursors: CursorCodec, raw: string | undefined, scope: string) {
  const cursor = readCursorOr400(cursors, 'browse', raw, scope);
  if (!cursor) return null;
  const [online, lastActive, id, total] = cursor;
  return { position: [online, lastActive, id] as Position, total };
}

/** Writes the cursor of the page that ends at `position`. */
export const writeBrowseCursor = (cursors: CursorCodec, position: Position, total: number, scope: string) =>
  cursors.write('browse', [...position, total], scope);
