/**
 * Where a notification click leads (docs/product/public-pages.md): the route form, and the profile-modal form used where a modal hosts
 * the panel (decisions/README: build both).
 */
import type { Notification } from '../contracts/entities';
import { notificationSenderId } from './sender';

export type NotificationTarget =
  | { kind: 'route'; path: string }
  | { kind: 'storyViewer'; userId: string | null; storyId: string | null }
  | { kind: 'call'; userId: string | null }
  | { kind: 'profileModal'; userId: string };

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
