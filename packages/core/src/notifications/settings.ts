/** Notification settings (decisions: each type respects the recipient's switch in `settings.notifications`). */
import type { NotificationSettings, NotificationType } from '../contracts/entities';

/** Which settings switch governs a type (decisions: each respects the recipient's notification settings). */
export const notificationCategory: Readonly<Record<NotificationType, keyof NotificationSettings | null>> = {
  generic: null,
  message: 'messages',
  newMessage: 'messages',
  like: 'likes',
  match: 'likes',
  photoRequest: 'photoRequests',
  photoResponse: 'photoRequests',
  comment: 'comments',
  call: 'calls',
  story: 'stories',
};

export function notificationAllowed(
  type: NotificationType,
  settings: Partial<NotificationSettings> | undefined,
): boolean {
  const category = notificationCategory[type];
  return category === null || settings?.[category] !== false;
}
