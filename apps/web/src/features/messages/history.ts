// A conversation's history as shown: pages from the server merged with what this member has not sent yet.
import type { Message } from '@kindred/core';

const isServerMessage = (m: Message) => typeof m.seq === 'number';
export const maxSeq = (messages: readonly Message[]) =>
  messages.reduce((max, m) => (typeof m.seq === 'number' && m.seq > max ? m.seq : max), 0);
export const minSeq = (messages: readonly Message[]) =>
  messages.reduce((min, m) => (typeof m.seq === 'number' && m.seq < min ? m.seq : min), Number.POSITIVE_INFINITY);

/** Server messages (unique, by sequence) first, then this member's unsent ones that no server message replaced. */
export function mergeHistory(existing: readonly Message[], page: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const m of [...existing.filter(isServerMessage), ...page]) if (!byId.has(m._id)) byId.set(m._id, m);
  const server = [...byId.values()].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const confirmed = new Set(server.map((m) => m.clientMessageId).filter(Boolean));
  const local = existing.filter((m) => !isServerMessage(m) && !confirmed.has(m.clientMessageId));
  return [...server, ...local];
}
