/**
 * The messages badge (docs/product/messaging.md): the unread total of the conversation list. Its own module: the member shell
 * reads it before the messages page (and the rest of the conversation rules) loads.
 */
import type { Conversation } from '../contracts/entities';

export function totalUnread(list: readonly Pick<Conversation, 'unreadCount'>[]): number {
  return list.reduce((sum, c) => sum + c.unreadCount, 0);
}
