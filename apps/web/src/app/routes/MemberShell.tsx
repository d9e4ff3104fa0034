import {
  avatarUrl,
  badgeText,
  messageEndpoints,
  NOTIFICATION_SYNC_CHANNEL,
  setRealtimeDisabled,
  totalUnread,
} from '@kindred/core';
import {
  AccountMenu,
  BellIcon,
  BottomNav,
  ConnectionBanner,
  NotificationBell,
  SettingsIcon,
  UserIcon,
  type BottomNavProps,
  type ConnectionBannerProps,
} from '@kindred/ui';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { conversationsAtom } from '../../features/messages/atoms';
import { chatUnreadAtom, outboxKey } from '../../features/messages/unread';
import {
  bellRef,
  notificationCenterAtom,
  notificationDropdownOpenAtom,
  unreadNotificationsAtom,
} from '../../features/notifications/atoms';
import { createNotificationCenter } from '../../features/notifications/center';
import { listenForNotifications } from '../../features/notifications/live';
import { notificationRequests } from '../../features/notifications/api';
import { authCheckAtom, currentMemberAtom } from '../../features/session/atoms';
import { signOut, signOutGuardAtom } from '../../features/session/session';
import { chatPanelAtom, matchMomentAtom } from '../../lib/bridges';
import { call } from '../../lib/call';
import { http } from '../../lib/http';
import { endPreview } from '../../lib/preview';
import { socketMachineAtom } from '../../lib/socketState';
import { browserStorage } from '../../lib/storage';
import { toast } from '../../lib/toast';
import * as styles from './memberShell.css';
// Last: the order of the chunk's imports is the order of its preload list in every page's entry (decision 0094).
import { callsAwakeAtom, listenForCalls, takeCallEvents } from '../../features/calls/listen';

// The dropdown, the full page, the match moment and what a like shows: the notifications page's chunk, loaded on
// first use (decision 0100).
const loadNotifications = () => import('../../features/notifications/NotificationsPage');
const NotificationsLayer = lazy(loadNotifications);
/** The full panel's address over any page (NotificationsPage.tsx). */
const NOTIFICATIONS_HASH = '#notifications';

/**
 * The member-only parts of the shell, one chunk that visitors never load (decision 0043): the guard of the
 * members-only routes, the avatar menu with sign-out, the bottom navigation, the connection banner's live-updates
 * states (core's socket machine) and the member's socket. Fetched as soon as there is a session.
 */
export { RequireAuth } from './RequireAuth';

// The embedded chat (docs/product/public-pages.md openChat): its own chunk, loaded when a card or the profile opens it.
const ChatPanel = lazy(() => import('../../features/messages/ChatPanel'));
const loadChat = () => import('../../features/messages/ChatPanel');

/**
 * Runs `start` when the main thread is first idle (the first page rendered and painted), at the latest after
 * `timeoutMs`; a browser without idle callbacks (Safari) waits 50 ms. Returns the cancel.
 */
export function whenIdle(start: () => void, timeoutMs = 1500): () => void {
  if (!window.requestIdleCallback) {
    const timer = setTimeout(start, 50);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(start, { timeout: timeoutMs });
  return () => cancelIdleCallback(id);
}

/**
 * While a member is signed in: one socket (socket.io-client is loaded only here, for members), and the notice when
 * the server refuses the session mid-visit (refresh failed) — the guard of a members-only page then sends the member
 * to /login keeping the page as `from`, and public pages stay. While the load-time check is running, its refusal is
 * the guard's 'Authentication Error' panel instead (docs/product/public-pages.md), so no notice then.
 */
export function MemberSession({ memberId }: { memberId: string }) {
  const { t } = useTranslation('shell');
  const jotaiStore = useStore();
  const { pathname, hash } = useLocation();
  // The dashboard's first-photos preview (decision 0062, only ever shown to a member) is for the dashboard only.
  useEffect(() => {
    if (pathname !== '/dashboard') endPreview();
  }, [pathname]);
  useEffect(
    () =>
      http.onSessionEnd((reason) => {
        if (reason !== 'expired' || jotaiStore.get(authCheckAtom).status !== 'done') return;
        toast({ kind: 'info', title: t('session.expired') });
      }),
    [jotaiStore, t],
  );

  useEffect(() => {
    // The toasts' chunk at once: the first toast may be 'Disconnected…' when the network is gone, and the chunk
    // could not be fetched then (the shell's error screen replaced the page).
    void import('./Toasts');
    let cancelled = false;
    let unlisten: (() => void) | null = null;
    let stopCalls: (() => void) | null = null;
    let offUnread: (() => void) | undefined;
    // The member's notifications: the list now, then live from the socket, polled while it is down, in step
    // with the member's other tabs.
    const settings = () => jotaiStore.get(currentMemberAtom)?.settings?.notifications;
    const center = createNotificationCenter({
      store: jotaiStore,
      requests: notificationRequests,
      channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(NOTIFICATION_SYNC_CHANNEL) : null,
      settings,
    });
    jotaiStore.set(notificationCenterAtom, center);
    // The socket, the notifications and the unread count start once the page is on screen: their chunk, handshake
    // and first replies were long tasks in the middle of the first page's render on a slow phone (decision 0215).
    const cancelStart = whenIdle(() => {
      void center.refresh();
      void import('../../lib/socket').then(({ connectMember }) => {
        if (cancelled) return;
        void connectMember(memberId, { pollNotifications: () => void center.refresh() }).then((realtime) => {
          if (cancelled) return;
          unlisten = listenForNotifications(realtime.on, {
            center,
            settings,
            onLike: (like) => void loadNotifications().then((m) => m.handleLike(like)),
          });
          stopCalls = listenForCalls(jotaiStore, realtime);
          // Unread messages on the messages tab: counted live until the chat's own list is loaded (it counts then).
          offUnread = realtime.on('messageReceived', (m) => {
            const open = window.location.pathname === `/messages/${m?.sender}`;
            if (m?.sender !== memberId && !open && jotaiStore.get(conversationsAtom).status !== 'loaded')
              jotaiStore.set(chatUnreadAtom, (n) => n + 1);
          });
        });
      });
      void call(messageEndpoints.conversations, { query: { limit: 50 } }, { noCache: true, toast: false })
        .then((r) => {
          if (!cancelled && jotaiStore.get(conversationsAtom).status !== 'loaded')
            jotaiStore.set(chatUnreadAtom, totalUnread(r.data));
        })
        .catch(() => undefined);
      // Messages written offline before a reload are sent without waiting for a visit to /messages.
      if (browserStorage('localStorage').getItem(outboxKey(memberId)))
        void loadChat().then((c) => c.chatEngine(memberId));
    });
    return () => {
      cancelled = true;
      cancelStart();
      unlisten?.();
      stopCalls?.();
      offUnread?.();
      center.stop();
      if (jotaiStore.get(notificationCenterAtom) === center) jotaiStore.set(notificationCenterAtom, null);
      jotaiStore.set(chatUnreadAtom, 0);
      jotaiStore.set(chatPanelAtom, null);
      void loadChat().then((c) => c.stopChat());
      void import('../../lib/socket').then(({ disconnectMember }) => disconnectMember());
    };
  }, [memberId, jotaiStore]);

  // The notifications' dropdown, full page and match moment, once one of them is first asked for.
  const match = useAtomValue(matchMomentAtom);
  const dropdown = useAtomValue(notificationDropdownOpenAtom);
  const [layer, setLayer] = useState(false);
  if ((match !== null || dropdown || hash === NOTIFICATIONS_HASH) && !layer) setLayer(true);
  const panel = useAtomValue(chatPanelAtom);
  return (
    <>
      {layer ? (
        <Suspense fallback={null}>
          <NotificationsLayer />
        </Suspense>
      ) : null}
      {/* The chat panel: not over the messages page, which is the same chat in full. */}
      {panel && !pathname.startsWith('/messages') ? (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      ) : null}
      <Calls />
    </>
  );
}

/** The calls layer, fetched when a call rings or starts (decision 0094). */
const CallLayer = lazy(() => import('../../features/calls/CallLayer'));
function Calls() {
  return useAtomValue(callsAwakeAtom) ? (
    <Suspense fallback={null}>
      <CallLayer takeEvents={takeCallEvents} />
    </Suspense>
  ) : null;
}

/**
 * The header's bell (docs/product/public-pages.md): the unread badge, '9+' above 9; on wide screens it opens the dropdown, on
 * phones the bottom navigation's bell leads to the full page instead.
 */
function MemberBell() {
  const { t } = useTranslation('notifications');
  const count = useAtomValue(unreadNotificationsAtom);
  const [open, setOpen] = useAtom(notificationDropdownOpenAtom);
  return (
    <span className={styles.headerBell}>
      <NotificationBell
        ref={(element) => {
          bellRef.current = element;
        }}
        count={count}
        label={count > 0 ? t('bell.unread', { count }) : t('bell.label')}
        expanded={open}
        controls="notification-dropdown"
        onClick={() => setOpen(!open)}
        data-testid="notification-bell"
      />
    </span>
  );
}

/**
 * The member's avatar menu. Sign out: home first, then end the session — once '/' is on screen, so the guard of
 * the members-only page being left never sees a signed-out member (it would send them to /login).
 */
export function MemberAccount({
  name,
  photo,
  onNavigate,
}: {
  name: string;
  photo: Parameters<typeof avatarUrl>[0];
  onNavigate: (href: string) => void;
}) {
  const { t } = useTranslation(['common', 'shell']);
  const navigate = useNavigate();
  const store = useStore();
  const { pathname } = useLocation();
  const signingOut = useRef(false);
  useEffect(() => {
    if (!signingOut.current || pathname !== '/') return;
    signingOut.current = false;
    void signOut();
  }, [pathname]);

  return (
    <>
      <MemberBell />
      <AccountMenu
        name={name}
        avatarSrc={avatarUrl(photo) ?? undefined}
        menuLabel={t('shell:header.accountMenu', { name })}
        signOutLabel={t('shell:header.signOut')}
        onSignOut={() => {
          const leave = () => {
            if (window.location.pathname === '/') {
              void signOut();
              return;
            }
            signingOut.current = true;
            void navigate('/');
          };
          // A page with unsaved changes asks first (docs/product/public-pages.md: "…Are you sure you want to log out?").
          if (store.get(signOutGuardAtom)?.(leave)) return;
          leave();
        }}
        data-testid="account-menu"
        items={[
          {
            id: 'profile',
            label: t('nav.profile'),
            icon: <UserIcon size="sm" />,
            onSelect: () => onNavigate('/profile'),
          },
          {
            id: 'settings',
            label: t('nav.settings'),
            icon: <SettingsIcon size="sm" />,
            onSelect: () => onNavigate('/settings'),
          },
        ]}
      />
    </>
  );
}

/**
 * The bottom navigation on phones: the unread messages on the messages tab ('9+' above 9), and the bell between
 * messages and my profile, opening the full panel.
 */
export function MemberBottomNav(props: BottomNavProps) {
  const { t } = useTranslation(['notifications', 'chat']);
  const count = useAtomValue(unreadNotificationsAtom);
  const unread = useAtomValue(chatUnreadAtom);
  const open = useLocation().hash === NOTIFICATIONS_HASH;
  const bell = {
    id: 'notifications',
    // A short word under the icon (five items share a phone's width); the link still reads the unread count.
    label: t('bell.nav'),
    href: NOTIFICATIONS_HASH,
    icon: <BellIcon />,
    current: open,
    badge: badgeText(count) ?? undefined,
    badgeLabel: t('bell.badge', { count }),
  };
  const items = props.items.map((item) => ({
    ...item,
    // While the full panel is open it is the current page.
    ...(open ? { current: false } : {}),
    ...(item.id === 'messages' && unread > 0
      ? { badge: badgeText(unread) ?? undefined, badgeLabel: t('chat:conversations.unread', { count: unread }) }
      : {}),
  }));
  return <BottomNav {...props} items={[...items.slice(0, 2), bell, ...items.slice(2)]} />;
}

/**
 * The connection banner for a member: the browser's own state first (offline, back online — `base`, from the
 * shell), then the live updates: reconnecting, or paused after 5 failures (docs/product/public-pages.md).
 */
export function MemberConnectionBanner({ base }: { base: Omit<ConnectionBannerProps, 'data-testid'> }) {
  const { t } = useTranslation(['shell', 'common']);
  const socket = useAtomValue(socketMachineAtom);
  let status = base;
  if (base.status === 'online' && socket.offlineMode) {
    status = {
      status: 'realtimeOff',
      title: t('shell:connection.realtimeOff'),
      actionLabel: t('common:errorFallback.refresh'),
      // Re-enable real-time (the persisted offline flag) and reload (docs/product/public-pages.md).
      onAction: () => {
        setRealtimeDisabled(browserStorage('localStorage'), false);
        window.location.reload();
      },
    };
  } else if (base.status === 'online' && socket.state === 'reconnecting') {
    status = { status: 'reconnecting', title: t('shell:connection.reconnecting') };
  }
  return <ConnectionBanner {...status} data-testid="connection-banner" />;
}
