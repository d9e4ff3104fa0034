/**
 * Incoming message de-duplication (spec 000 §4; spec 002 §5, §9): same content, sender and recipient within 5 s is a
 * duplicate; processed message ids are remembered for 1.5 s; a local file placeholder matches a server message for
 * up to 60 s.
 */
import type { Message } from '../contracts/entities';
import type { Clock } from '../time/clock';

export const CONTENT_DUPLICATE_WINDOW_MS = 5_000;
export const PROCESSED_ID_WINDOW_MS = 1_500;
export const PLACEHOLDER_MATCH_WINDOW_MS = 60_000;

type Incoming = Pick<Message, '_id' | 'sender' | 'recipient' | 'content'> & { tempId?: string; tempMessageId?: string };

export function createMessageDeduper(
  clock: Clock,
  windows = { contentMs: CONTENT_DUPLICATE_WINDOW_MS, idMs: PROCESSED_ID_WINDOW_MS },
) {
  const byContent = new Map<string, number>();
  const byId = new Map<string, number>();
  const prune = (map: Map<string, number>, windowMs: number, now: number) => {
    for (const [k, t] of map) if (now - t >= windowMs) map.delete(k);
  };
  return {
    /** True when the message should be skipped; otherwise records it and returns false. */
    isDuplicate(message: Incoming): boolean {
      const now = clock.now();
      prune(byContent, windows.contentMs, now);
      prune(byId, windows.idMs, now);
      const ids = [message._id, message.tempId, message.tempMessageId].filter((x): x is string => !!x);
      if (ids.some((id) => byId.has(id))) return true;
      const key = `${message.sender}\u0000${message.recipient}\u0000${message.content}`;
      if (byContent.has(key)) return true;
      for (const id of ids) byId.set(id, now);
      byContent.set(key, now);
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
    const sameClient =
      m.metadata.clientMessageId !== undefined && m.metadata.clientMessageId === server.metadata?.clientMessageId;
    const sameFile = m.metadata.fileName !== undefined && m.metadata.fileName === server.metadata?.fileName;
    return (sameClient || sameFile) && Math.abs(serverTime - Date.parse(m.createdAt)) <= PLACEHOLDER_MATCH_WINDOW_MS;
  });
}

/** Adds a server message: replaces its placeholder or temporary copy, ignores one already listed by id. */
export function mergeServerMessage(list: readonly Message[], server: Message): Message[] {
  if (list.some((m) => m._id === server._id)) return [...list];
  const clientId = server.metadata?.clientMessageId ?? server.tempMessageId ?? server.tempId;
  const tempIndex = clientId ? list.findIndex((m) => m.tempId === clientId || m._id === clientId) : -1;
  const index = tempIndex >= 0 ? tempIndex : findPlaceholderIndex(list, server);
  if (index < 0) return [...list, server];
  return list.map((m, i) => (i === index ? server : m));
}
