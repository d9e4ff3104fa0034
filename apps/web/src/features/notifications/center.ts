/**
 * The member's notifications outside React (docs/product/notifications.md "Notification"): the list in one atom; items from the
 * socket merged by core's rule; the server's list on load, on refresh and while the socket is down (the socket
 * layer's polling); read marks from the member's other tabs through core's tab sync over a BroadcastChannel, so a
 * badge cleared in one tab is cleared in all of them (the panel's chunk sends them: readMarks.ts).
 */
import {
  applyTabSync,
  mergeNotification,
  notificationAllowed,
  notificationRetryDelay,
  parseTabSync,
  type Notification,
  type NotificationSettings,
  type TabSyncMessage,
} from '@kindred/core';
import type { createStore } from 'jotai';
import { notificationsAtom, notificationsStatusAtom, type NotificationCenter } from './atoms';

export type { NotificationCenter };

type Store = ReturnType<typeof createStore>;

/** The BroadcastChannel seam (a fake pair in tests). */
export interface SyncChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface NotificationRequests {
  /** GET /api/notifications (fresh, never from the cache). */
  list(): Promise<{ data: Notification[] }>;
}

export interface NotificationCenterDeps {
  store: Store;
  requests: NotificationRequests;
  /** Null where BroadcastChannel is missing: the tab then keeps its own state. */
  channel: SyncChannel | null;
  /** The member's switches (settings.notifications): a type switched off is not shown here either. */
  settings: () => Partial<NotificationSettings> | undefined;
  /** Waits before a retry (core's 2 s doubling, 3 times). */
  wait?: (ms: number) => Promise<void>;
}

export function createNotificationCenter(deps: NotificationCenterDeps): NotificationCenter {
  const { store, requests, channel } = deps;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let stopped = false;
  let loading: Promise<boolean> | null = null;

  const broadcast = (message: TabSyncMessage) => {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel: this tab alone is fine.
    }
  };
  if (channel) {
    channel.onmessage = (event) => {
      const message = parseTabSync(event.data);
      if (message && !stopped) store.set(notificationsAtom, (list) => applyTabSync(list, message));
    };
  }

  const load = async (): Promise<boolean> => {
    if (store.get(notificationsStatusAtom) !== 'ready') store.set(notificationsStatusAtom, 'loading');
    for (let attempt = 0; ; attempt += 1) {
      try {
        const reply = await requests.list();
        if (stopped) return false;
        const allowed = (reply.data ?? []).filter((n) => notificationAllowed(n.type, deps.settings()));
        store.set(notificationsAtom, allowed);
        store.set(notificationsStatusAtom, 'ready');
        return true;
      } catch (error) {
        const delay = notificationRetryDelay(attempt, error);
        if (delay === null || stopped) {
          if (!stopped && store.get(notificationsStatusAtom) !== 'ready') store.set(notificationsStatusAtom, 'error');
          return false;
        }
        await wait(delay);
      }
    }
  };

  return {
    receive(item) {
      if (stopped || !notificationAllowed(item.type, deps.settings())) return false;
      store.set(notificationsAtom, (list) => mergeNotification(list, item));
      return true;
    },
    refresh() {
      // One request at a time: a refresh asked for while one runs gets its answer.
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    broadcast,
    stop() {
      stopped = true;
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
      store.set(notificationsAtom, []);
      store.set(notificationsStatusAtom, 'idle');
    },
  };
}
