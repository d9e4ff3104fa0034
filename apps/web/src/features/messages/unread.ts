/**
 * The member shell's part of the chat (kept tiny: it is in the shell's chunk). The unread total on the messages
 * tab, counted from live messages until the chat's own list is loaded, and the outbox's storage key, so the shell
 * knows at start whether unsent messages wait (they are then sent without visiting /messages).
 */
import { atom } from 'jotai';

export const chatUnreadAtom = atom(0);

/** The outbox's local storage key, per member (another member signing in on this browser never sends them). */
export const outboxKey = (memberId: string) => `kindred.chat.outbox.${memberId}`;
