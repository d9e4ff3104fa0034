export { NotificationItem, notificationItemKinds } from './NotificationItem';
export type { NotificationItemKind, NotificationItemProps } from './NotificationItem';
