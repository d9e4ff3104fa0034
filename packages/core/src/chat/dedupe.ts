/**
 * Incoming message de-duplication (docs/product/messaging.md; docs/product/messaging.md), by identity only: a message seen again under its
 * server id or its client message id within 1.5 s is the same message (a socket echo, a resend answered twice). Two
 * messages with the same text are two messages — a member who writes "ok" twice within 5 s sent two messages; the
 * spec's content window is not applied. A local file placeholder matches a server message for up to 60 s.
 */
import type { Message } from '../contracts/entities';
import type { Clock } from '../time/clock';

export const PROCESSED_ID_WINDOW_MS = 1_500;
export const PLACEHOLDER_MATCH_WINDOW_MS = 60_000;

type Incoming = Pick<Message, '_id' | 'clientMessageId'>;

export function createMessageDeduper(clock: Clock, windows = { idMs: PROCESSED_ID_WINDOW_MS }) {
  const byId = new Map<string, number>();
  return {
    /** True when the message should be skipped; otherwise records it and returns false. */
    isDuplicate(message: Incoming): boolean {
      const now = clock.now();
      for (const [k, t] of byId) if (now - t >= windows.idMs) byId.delete(k);
      const ids = [message._id, message.clientMessageId].filter((x): x is string => !!x);
      if (ids.some((id) => byId.has(id))) return true;
      for (const id of ids) byId.set(id, now);
      return false;
    },
  };
}

/**
 * Finds the local placeholder a server file message replaces: same sender and recipient, a placeholder, same file
 * name (or same client id), created within 60 s. Returns its index or -1.
 */
export function findPlaceholderIndex(list: readonly Message[], server: Message): number {
  const serverTime = Date.parse(server.createdAt);
  return list.findIndex((m) => {
    if (!m.metadata?.isPlaceholder) return false;
    if (m.sender !== server.sender || m.recipient !== server.recipient) return false;
    const sameClient = m.clientMessageId !== undefined && m.clientMessageId === server.clientMessageId;
    const sameFile = m.metadata.fileName !== undefined && m.metadata.fileName === server.metadata?.fileName;
    return (sameClient || sameFile) && Math.abs(serverTime - Date.parse(m.createdAt)) <= PLACEHOLDER_MATCH_WINDOW_MS;
  });
}

/** Adds a server message: replaces its placeholder or temporary copy, ignores one already listed by id. */
export function mergeServerMessage(list: readonly Message[], server: Message): Message[] {
  if (list.some((m) => m._id === server._id)) return [...list];
  const clientId = server.clientMessageId;
  const tempIndex = clientId ? list.findIndex((m) => m.clientMessageId === clientId || m._id === clientId) : -1;
  const index = tempIndex >= 0 ? tempIndex : findPlaceholderIndex(list, server);
  if (index < 0) return [...list, server];
  return list.map((m, i) => (i === index ? server : m));
}
