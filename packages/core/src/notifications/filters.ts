/** The panel's filter tabs (docs/product/browse-and-profiles.md): All, Unread, Messages, Likes, Photos. */
import type { Notification } from '../contracts/entities';

export const notificationFilters = ['all', 'unread', 'messages', 'likes', 'photos'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];
export const notificationFilterLabels: Readonly<Record<NotificationFilter, string>> = {
  all: 'All',
  unread: 'Unread',
  messages: 'Messages',
  likes: 'Likes',
  photos: 'Photos',
};

export function filterNotifications(list: readonly Notification[], filter: NotificationFilter): Notification[] {
  switch (filter) {
    case 'all':
      return [...list];
    case 'unread':
      return list.filter((n) => !n.read);
    case 'messages':
      return list.filter((n) => n.type === 'message' || n.type === 'newMessage');
    case 'likes':
      return list.filter((n) => n.type === 'like' || n.type === 'match');
    case 'photos':
      return list.filter((n) => n.type === 'photoRequest' || n.type === 'photoResponse');
  }
}
