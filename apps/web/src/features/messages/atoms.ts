import type { Conversation, Message } from '@kindred/core';
import { atom } from 'jotai';

/**
 * The messages feature's state (docs/product/messaging.md Messages, §4). One store: the socket handlers of `engine.ts` write it,
 * the page and the embedded panel read it.
 */

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface ConversationsState {
  status: LoadStatus;
  list: readonly Conversation[];
}

/** One conversation's history as shown: server messages by sequence, then this member's unsent ones. */
export interface Thread {
  status: LoadStatus;
  messages: readonly Message[];
  /** Older messages remain on the server (Load More). */
  hasMore: boolean;
  loadingOlder: boolean;
}

export const emptyThread: Thread = { status: 'idle', messages: [], hasMore: false, loadingOlder: false };

export const conversationsAtom = atom<ConversationsState>({ status: 'idle', list: [] });

/** Threads by partner id. */
export const threadsAtom = atom<ReadonlyMap<string, Thread>>(new Map());

/** The partner of the conversation on screen (the page's or the panel's); its unread count stays 0. */
export const activePartnerAtom = atom<string | null>(null);

/** Partners typing now (each shown 3 s after their last signal). */
export const typingAtom = atom<readonly string[]>([]);

/** Upload progress (0–100) of file messages by client message id. */
export const uploadProgressAtom = atom<ReadonlyMap<string, number>>(new Map());

/** A note the chat itself adds to a conversation, on this screen only ('Failed to approve photo requests.'). */
export interface ChatNote {
  id: string;
  partnerId: string;
  kind: 'photosFailed';
  /** Epoch milliseconds. */
  at: number;
}

export const chatNotesAtom = atom<readonly ChatNote[]>([]);
