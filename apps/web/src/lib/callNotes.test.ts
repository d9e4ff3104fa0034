import { memoryStorage } from '@kindred/core';
import { describe, expect, it } from 'vitest';
import type { CallNote } from './bridges';
import {
  CALL_NOTES_KEPT,
  CALL_NOTES_MAX_AGE_MS,
  callNotesKey,
  mergeCallNotes,
  readCallNotes,
  storeCallNote,
} from './callNotes';

const note = (id: string, at: number, kind: CallNote['kind'] = 'ended'): CallNote => ({
  id,
  partnerId: 'p1',
  kind,
  at,
});

describe('call notes kept on the device', () => {
  it('stores each note for its member and reads them back oldest first', () => {
    const storage = memoryStorage();
    storeCallNote(storage, 'me', note('b', 2_000, 'missed'), 2_000);
    storeCallNote(storage, 'me', note('a', 1_000), 2_000);
    storeCallNote(storage, 'other', note('c', 1_500), 2_000);
    expect(readCallNotes(storage, 'me', 3_000).map((n) => [n.id, n.kind])).toEqual([
      ['a', 'ended'],
      ['b', 'missed'],
    ]);
    expect(readCallNotes(storage, 'other', 3_000).map((n) => n.id)).toEqual(['c']);
  });

  it('keeps what another tab stored (reads before it writes) and each note once', () => {
    const storage = memoryStorage();
    storeCallNote(storage, 'me', note('a', 1_000), 1_000);
    storeCallNote(storage, 'me', note('b', 2_000), 2_000);
    storeCallNote(storage, 'me', note('a', 1_000), 2_000);
    expect(readCallNotes(storage, 'me', 2_000).map((n) => n.id)).toEqual(['a', 'b']);
  });

  it('drops notes older than the age limit and keeps only the newest', () => {
    const storage = memoryStorage();
    storeCallNote(storage, 'me', note('old', 0), 0);
    const now = CALL_NOTES_MAX_AGE_MS + 10;
    expect(readCallNotes(storage, 'me', now)).toEqual([]);
    const many = Array.from({ length: CALL_NOTES_KEPT + 5 }, (_, i) => note(`n${i}`, i));
    const kept = mergeCallNotes(many, []);
    expect(kept).toHaveLength(CALL_NOTES_KEPT);
    expect(kept[0]?.id).toBe('n5');
  });

  it('reads nothing from unreadable storage, and skips entries of the wrong shape', () => {
    expect(readCallNotes(memoryStorage({ [callNotesKey('me')]: '{not json' }), 'me', 0)).toEqual([]);
    expect(readCallNotes(memoryStorage({ [callNotesKey('me')]: '{"a":1}' }), 'me', 0)).toEqual([]);
    const mixed = JSON.stringify([note('ok', 5), { id: 'x', partnerId: 'p', kind: 'party', at: 1 }, null, 'text']);
    expect(readCallNotes(memoryStorage({ [callNotesKey('me')]: mixed }), 'me', 10).map((n) => n.id)).toEqual(['ok']);
  });
});
