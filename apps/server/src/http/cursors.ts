/**
 * Every keyset cursor of the API is written and read here (decisions 0011, 0080): browse, conversations,
 * notifications. A cursor is `<payload>.<mac>`: the payload the base64url JSON array of its parts, the mac a
 * truncated HMAC-SHA256 (128 bits) of the list's name, the payload and its scope (the viewer, and for browse the
 * filter), keyed from the server secret. A cursor that is forged, edited, made for another list, another viewer or
 * another filter reads as null (the route answers 400 'Invalid cursor'). After the mac every part is still checked
 * strictly against the list's shape, so even a leaked secret cannot hand the database a value it refuses:
 *
 *   boolean   true or false
 *   time      `YYYY-MM-DDTHH:MM:SS.ffffffZ`, a real UTC instant from 1970 to 9999 (what `cursorTimeSql` writes)
 *   id        24 lowercase hex
 *   count     a non-negative safe integer
 */
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { CURSOR_MAX_LENGTH } from '@kindred/core';
import { RecentMap } from '../lib/recentMap';
import { badRequest } from './errors';

export type CursorPart = 'boolean' | 'time' | 'id' | 'count';
type PartValue<P extends CursorPart> = P extends 'boolean' ? boolean : P extends 'count' ? number : string;
export type CursorValues<S extends readonly CursorPart[]> = { -readonly [K in keyof S]: PartValue<S[K]> };

/** The lists that page with a cursor, and the parts of each one's cursor. */
export const cursorShapes = {
  /** [online, lastActive, id, total] (decision 0005: the total rides along so later pages count nothing). */
  browse: ['boolean', 'time', 'id', 'count'],
  /** [last message at, conversation id]. */
  conversations: ['time', 'id'],
  /** [updated at, notification id]. */
  notifications: ['time', 'id'],
} as const satisfies Record<string, readonly CursorPart[]>;
export type CursorList = keyof typeof cursorShapes;

/**
 * A timestamptz column as a cursor's time, to the microsecond (a millisecond `Date` would skip rows sharing the
 * millisecond): `SELECT ${cursorTimeSql('n.updated_at')} AS cursor_at`.
 */
export const cursorTimeSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/** A cursor's time: the exact form `cursorTimeSql` writes, of a real UTC instant PostgreSQL stores (1970–9999). */
export function isCursorTime(value: unknown): value is string {
  const match = typeof value === 'string' ? TIME.exec(value) : null;
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1970 &&
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day &&
    probe.getUTCHours() === hour &&
    probe.getUTCMinutes() === minute &&
    probe.getUTCSeconds() === second
  );
}

const checks: Record<CursorPart, (value: unknown) => boolean> = {
  boolean: (v) => typeof v === 'boolean',
  time: isCursorTime,
  id: (v) => typeof v === 'string' && /^[0-9a-f]{24}$/.test(v),
  count: (v) => Number.isSafeInteger(v) && (v as number) >= 0,
};

/** The parts of a payload when each has the exact type and form of `shape`; null otherwise. */
function partsOf<S extends readonly CursorPart[]>(payload: string, shape: S): CursorValues<S> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === shape.length && shape.every((part, i) => checks[part](value[i]))) {
      return value as CursorValues<S>;
    }
  } catch {
    /* malformed */
  }
  return null;
}

// The longest cursor and the `cursor` query parameter's outer form live with the HTTP contract (core).
export { CURSOR_MAX_LENGTH, cursorQuery } from '@kindred/core';

/**
 * Cursors this process wrote lately, remembered with their list, scope and parts: the next page's request brings
 * its cursor back within moments, and one this process wrote needs no second MAC nor parse (anything else — a
 * cursor written by another node, an older one, a forged one — is checked in full). Between the last 10,000 and
 * 20,000 are kept (lib/recentMap.ts: a full `Map` evicting its oldest key cost more than the MAC it saves).
 */
const REMEMBERED = 20_000;

export function createCursorCodec(secret: string) {
  // A key object made once (an HMAC keyed with raw bytes imports them again on every call) and one update of the
  // same bytes as list, payload and scope joined by newlines: the MAC of every page's cursor is on the hot path.
  const key = createSecretKey(createHmac('sha256', secret).update('kindred:cursor').digest());
  const issued = new RecentMap<string, { list: CursorList; scope: string; values: readonly unknown[] }>(REMEMBERED);
  const mac = (list: CursorList, payload: string, scope: string) =>
    createHmac('sha256', key).update(`${list}\n${payload}\n${scope}`).digest('base64url').slice(0, 22);
  return {
    write<L extends CursorList>(list: L, values: CursorValues<(typeof cursorShapes)[L]>, scope: string): string {
      const payload = Buffer.from(JSON.stringify(values)).toString('base64url');
      const raw = `${payload}.${mac(list, payload, scope)}`;
      issued.set(raw, { list, scope, values: [...values] });
      return raw;
    },
    /** The parts of a cursor this server wrote for `list` and `scope`; null for anything else. */
    read<L extends CursorList>(list: L, raw: unknown, scope: string): CursorValues<(typeof cursorShapes)[L]> | null {
      if (typeof raw !== 'string' || raw.length > CURSOR_MAX_LENGTH) return null;
      const known = issued.get(raw);
      if (known && known.list === list && known.scope === scope) {
        return [...known.values] as CursorValues<(typeof cursorShapes)[L]>;
      }
      const dot = raw.indexOf('.');
      if (dot <= 0) return null;
      const payload = raw.slice(0, dot);
      const given = Buffer.from(raw.slice(dot + 1));
      const expected = Buffer.from(mac(list, payload, scope));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return partsOf(payload, cursorShapes[list]);
    },
  };
}
export type CursorCodec = ReturnType<typeof createCursorCodec>;

/** A cursor's parts, or 400 'Invalid cursor' (no cursor: undefined, the top of the list). */
export function readCursorOr400<L extends CursorList>(
  codec: CursorCodec,
  list: L,
  raw: string | undefined,
  scope: string,
): CursorValues<(typeof cursorShapes)[L]> | undefined {
  if (raw === undefined || raw === '') return undefined;
  const values = codec.read(list, raw, scope);
  if (!values) throw badRequest('Invalid cursor', 'VALIDATION_ERROR');
  return values;
}
