/**
 * Where a click on a notification goes (docs/product/notifications.md): core's routing table in its route form; where a profile modal
 * is the host surface (the panel opened over `/user/:id`), core's modal form — the sender's profile in that modal,
 * a message still to the conversation. The story viewer and a call have no route: they go through the bridges to
 * the stories and calls features.
 */
import {
  avatarUrl,
  notificationModalTarget,
  notificationRoute,
  type Notification,
  type NotificationTarget,
} from '@kindred/core';
import type { createStore } from 'jotai';
import { callRequestAtom, storyViewerRequestAtom } from '../../lib/bridges';

type Store = ReturnType<typeof createStore>;

/** The profile modal hosts the page at `/user/:id`. */
export const hostsProfileModal = (pathname: string) => /^\/user\/[^/]+$/.test(pathname);

export function notificationTarget(n: Notification, pathname: string): NotificationTarget {
  return hostsProfileModal(pathname) ? notificationModalTarget(n) : notificationRoute(n);
}

export interface FollowDeps {
  store: Store;
  pathname: string;
  navigate: (to: string, options?: { state?: unknown; replace?: boolean }) => void;
}

/** Goes where the notification leads. */
export function followNotification(n: Notification, deps: FollowDeps): NotificationTarget {
  const target = notificationTarget(n, deps.pathname);
  const fromDashboard = deps.pathname === '/dashboard';
  switch (target.kind) {
    case 'route':
      // A profile opened from the dashboard keeps the list underneath (UserProfilePage's backdrop).
      if (target.path.startsWith('/user/') && fromDashboard)
        deps.navigate(target.path, { state: { backdrop: 'dashboard' } });
      else deps.navigate(target.path);
      break;
    case 'profileModal':
      // The modal already on screen shows the sender instead.
      deps.navigate(`/user/${target.userId}`, { replace: true, state: { backdrop: 'dashboard' } });
      break;
    case 'storyViewer':
      deps.store.set(storyViewerRequestAtom, { userId: target.userId, storyId: target.storyId });
      if (!fromDashboard) deps.navigate('/dashboard');
      break;
    case 'call':
      if (target.userId)
        deps.store.set(callRequestAtom, {
          id: target.userId,
          nickname: n.sender?.nickname ?? '',
          photoUrl: avatarUrl(n.sender?.photo ?? null) ?? null,
        });
      break;
  }
  return target;
}
