/**
 * Where a notification click leads (spec 000 §2): the route form, and the profile-modal form used where a modal hosts
 * the panel (decisions/README: build both).
 */
import type { Notification, NotificationSettings, NotificationType } from '../contracts/entities';
import { extractId } from '../identity/id';

export type NotificationTarget =
  | { kind: 'route'; path: string }
  | { kind: 'storyViewer'; userId: string | null; storyId: string | null }
  | { kind: 'call'; userId: string | null }
  | { kind: 'profileModal'; userId: string };

/** The other member behind a notification: sender, then data.sender/requester/owner/user/matchedUser/commenter. */
export function notificationSenderId(n: Pick<Notification, 'sender' | 'data'>): string | null {
  const d = n.data ?? {};
  for (const candidate of [n.sender, d.sender, d.requester, d.owner, d.user, d.matchedUser, d.commenter]) {
    const id = extractId(candidate);
    if (id) return id;
  }
  return null;
}

export function notificationRoute(n: Pick<Notification, 'type' | 'sender' | 'data'>): NotificationTarget {
  const sender = notificationSenderId(n);
  const route = (path: string): NotificationTarget => ({ kind: 'route', path });
  switch (n.type) {
    case 'message':
    case 'newMessage':
      return sender ? route(`/messages/${sender}`) : route('/messages');
    case 'like':
    case 'match':
    case 'photoResponse':
      return sender ? route(`/user/${sender}`) : route('/dashboard');
    case 'photoRequest':
      return route('/settings?tab=privacy');
    case 'comment': {
      const post = n.data?.postId ?? n.data?.referenceId;
      return post ? route(`/post/${post}`) : route('/dashboard');
    }
    case 'story':
      return { kind: 'storyViewer', userId: sender, storyId: n.data?.storyId ?? n.data?.referenceId ?? null };
    case 'call':
      return { kind: 'call', userId: sender };
    default:
      return route('/dashboard');
  }
}

/** Modal form: message notifications open the conversation; the others open the sender's profile modal. */
export function notificationModalTarget(n: Pick<Notification, 'type' | 'sender' | 'data'>): NotificationTarget {
  const sender = notificationSenderId(n);
  if (n.type === 'message' || n.type === 'newMessage')
    return { kind: 'route', path: sender ? `/messages/${sender}` : '/messages' };
  return sender ? { kind: 'profileModal', userId: sender } : { kind: 'route', path: '/dashboard' };
}

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
