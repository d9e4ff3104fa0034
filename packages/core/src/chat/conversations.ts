/**
 * Conversation list rules (docs/product/messaging.md "Conversation selection"): unread rises for incoming messages in non-active
 * conversations and is 0 in the active one; a conversation moves to the top on a new message.
 */
import type { Conversation, Message } from '../contracts/entities';

const time = (c: Conversation) => (c.lastMessage ? Date.parse(c.lastMessage.createdAt) : 0);

export function sortConversations(list: readonly Conversation[]): Conversation[] {
  return [...list].sort((a, b) => time(b) - time(a));
}

export function applyMessageToConversations(
  list: readonly Conversation[],
  message: Message,
  ctx: { currentUserId: string; activeUserId: string | null },
): Conversation[] {
  const incoming = message.sender !== ctx.currentUserId;
  const partnerId = incoming ? message.sender : message.recipient;
  const existing = list.find((c) => c.user._id === partnerId);
  const base: Conversation = existing ?? {
    user: { _id: partnerId, nickname: '', accountTier: 'FREE' },
    lastMessage: null,
    unreadCount: 0,
  };
  const active = ctx.activeUserId === partnerId;
  const updated: Conversation = {
    ...base,
    lastMessage: message,
    unreadCount: active ? 0 : incoming ? base.unreadCount + 1 : base.unreadCount,
  };
  return [updated, ...list.filter((c) => c.user._id !== partnerId)];
}

export function markConversationRead(list: readonly Conversation[], partnerId: string): Conversation[] {
  return list.map((c) => (c.user._id === partnerId && c.unreadCount !== 0 ? { ...c, unreadCount: 0 } : c));
}

/** Messages grouped by calendar day (UTC date key) in order, for date separators. */
export function groupMessagesByDay(messages: readonly Message[], dayKey: (iso: string) => string) {
  const groups: { day: string; messages: Message[] }[] = [];
  for (const m of messages) {
    const day = dayKey(m.createdAt);
    const last = groups.at(-1);
    if (last && last.day === day) last.messages.push(m);
    else groups.push({ day, messages: [m] });
  }
  return groups;
}
