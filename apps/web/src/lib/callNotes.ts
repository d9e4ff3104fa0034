/**
 * A member's call notes kept on this device (decision 0160): the chat's 'Video call ended.', a decline, a missed or
 * failed call stay in the conversation after a reload. Stored per member under one key, the newest
 * `CALL_NOTES_KEPT` within `CALL_NOTES_MAX_AGE_MS`; anything unreadable in storage is dropped, never thrown.
 */
import type { KeyValueStorage } from '@kindred/core';
import { atom } from 'jotai';
import type { CallNote } from './bridges';

export const CALL_NOTES_KEPT = 200;
export const CALL_NOTES_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const KINDS: ReadonlySet<string> = new Set<CallNote['kind']>(['ended', 'declined', 'youDeclined', 'missed', 'failed']);

/** Whose stored notes `callNotesAtom` holds: they are read once per member and tab. */
export const callNotesOwnerAtom = atom<string | null>(null);

export const callNotesKey = (memberId: string) => `kindred.callNotes.${memberId}`;

const isNote = (value: unknown): value is CallNote => {
  const note = value as Partial<CallNote> | null;
  return (
    typeof note === 'object' &&
    note !== null &&
    typeof note.id === 'string' &&
    typeof note.partnerId === 'string' &&
    typeof note.kind === 'string' &&
    KINDS.has(note.kind) &&
    typeof note.at === 'number' &&
    Number.isFinite(note.at)
  );
};

/** The member's notes, oldest first, without the expired ones. */
export function readCallNotes(storage: KeyValueStorage, memberId: string, now: number): CallNote[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(callNotesKey(memberId)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isNote).filter((note) => now - note.at <= CALL_NOTES_MAX_AGE_MS);
}

/** Notes of both lists, once each (by id), oldest first, at most the newest `CALL_NOTES_KEPT`. */
export function mergeCallNotes(a: readonly CallNote[], b: readonly CallNote[]): CallNote[] {
  const byId = new Map<string, CallNote>();
  for (const note of [...a, ...b]) byId.set(note.id, note);
  return [...byId.values()].sort((x, y) => x.at - y.at).slice(-CALL_NOTES_KEPT);
}

/** Adds a note to the member's stored notes (read again first: another tab may have added one). */
export function storeCallNote(storage: KeyValueStorage, memberId: string, note: CallNote, now: number): void {
  const notes = mergeCallNotes(readCallNotes(storage, memberId, now), [note]);
  storage.setItem(callNotesKey(memberId), JSON.stringify(notes));
}
