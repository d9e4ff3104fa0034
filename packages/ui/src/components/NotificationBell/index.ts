export { NotificationBell, NOTIFICATION_BADGE_MAX } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';
