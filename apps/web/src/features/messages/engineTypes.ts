// What the chat engine is given and answers (engine.ts), apart from the engine so its parts can share them.
import type {
  AccountTier,
  Clock,
  Conversation,
  KeyValueStorage,
  Message,
  MessageMetadata,
  Scheduler,
  SendMessagePayload,
} from '@kindred/core';
import type { createStore } from 'jotai';

export type Store = ReturnType<typeof createStore>;

/** What the engine asks of the server over HTTP (features/messages/api.ts in the app, fakes in tests). */
export interface ChatApi {
  conversations(): Promise<Conversation[]>;
  /** Newest first: the page before `before`, or oldest first after `since`. */
  history(
    partnerId: string,
    q: { before?: number; since?: number; limit: number },
  ): Promise<{
    messages: Message[];
    hasMore: boolean;
  }>;
  markRead(partnerId: string, upToSeq?: number): Promise<void>;
  /** Uploads an attachment; `onProgress` gets 10–100. Resolves the file's metadata (url, name, type, size). */
  upload(
    file: File,
    recipientId: string,
    uploadId: string,
    onProgress: (percent: number) => void,
  ): Promise<MessageMetadata>;
}

export interface Me {
  id: string;
  tier: AccountTier;
  /** The member's own privacy choice: without it, they see no read ticks either (the server sends none). */
  showReadReceipts: boolean;
}

export interface ChatEngineDeps {
  store: Store;
  me: Me;
  api: ChatApi;
  storage: KeyValueStorage;
  clock: Clock;
  scheduler: Scheduler;
  /** The browser's own network state (navigator.onLine). */
  isOnline: () => boolean;
  newId: () => string;
  /**
   * Runs `run` once the browser has painted what the current task changed (the app: the animation frame after
   * the next, then a task). Without it, at once. The engine leaves the list's bookkeeping of a message shown in the open
   * conversation to it (decision 0220).
   */
  afterPaint?: (run: () => void) => void;
  /**
   * Runs `run` — the store change that puts a message just received into the thread on screen — and has the
   * screen render it before returning (the app: React's `flushSync`), in the socket frame's own task rather than a
   * later one. Without it, `run` only.
   */
  showNow?: (run: () => void) => void;
}

export type SendResult = { ok: true; clientMessageId: string } | { ok: false; reason: string };

/** A message as the outbox holds it: the socket's payload with the id it keeps through every retry. */
export type OutgoingMessage = SendMessagePayload & { clientMessageId: string };
