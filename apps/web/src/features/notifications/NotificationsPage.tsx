/**
 * The notifications panel (docs/product/notifications.md): the full page, at `#notifications` over whatever page is open (All / Unread
 * / Messages / Likes / Photos), the dropdown under the header's bell (All / Unread), and the match moment the member
 * shell shows over any page. One chunk, loaded on first use (decision 0100).
 */
import {
  avatarUrl,
  filterNotifications,
  notificationFilters,
  relativeDate,
  type Locale,
  type Notification,
  type NotificationFilter,
  type NotificationType,
} from '@kindred/core';
import {
  MatchMoment,
  NotificationDropdown,
  NotificationPanel,
  type NotificationItemKind,
  type NotificationPanelItem,
} from '@kindred/ui';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { localeAtom } from '../appearance/atoms';
import { currentMemberAtom } from '../session/atoms';
import { matchMomentAtom } from '../../lib/bridges';
import { store as appStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import {
  bellRef,
  notificationCenterAtom,
  notificationDropdownOpenAtom,
  notificationsAtom,
  notificationsStatusAtom,
  unreadNotificationsAtom,
} from './atoms';
import { showLikeToast, withName } from './likeToast';
import { createLikeHandler } from './likes';
import type { NewLike } from './live';
import { followNotification } from './open';
import { markAllNotificationsRead, markNotificationsRead } from './readMarks';
import { readRequests } from './api';

const kindOf: Record<NotificationType, NotificationItemKind> = {
  generic: 'generic',
  message: 'message',
  newMessage: 'message',
  like: 'like',
  match: 'match',
  photoRequest: 'photo',
  photoResponse: 'photo',
  comment: 'comment',
  story: 'story',
  call: 'call',
};
/** The types the catalogue words one by one (core `notifications.item.*`); others keep the server's text. */
const worded = new Set<string>([
  'message',
  'like',
  'match',
  'photoRequest',
  'photoResponse',
  'comment',
  'story',
  'call',
]);

/** The time now, again every minute, for the relative times. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The panel's props from the list: the items in the member's language, the actions on the center. */
function usePanel(variant: 'dropdown' | 'page', close: () => void) {
  const { t } = useTranslation(['notifications', 'core']);
  const store = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locale = useAtomValue(localeAtom) as Locale;
  const list = useAtomValue(notificationsAtom);
  const status = useAtomValue(notificationsStatusAtom);
  const unread = useAtomValue(unreadNotificationsAtom);
  const center = useAtomValue(notificationCenterAtom);
  const now = useNow();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [refreshing, setRefreshing] = useState(false);
  const filters = variant === 'dropdown' ? notificationFilters.slice(0, 2) : notificationFilters;

  const item = (n: Notification): NotificationPanelItem => {
    const name = n.sender?.nickname ?? '';
    const count = n.count ?? 1;
    const type = n.type === 'newMessage' ? 'message' : n.type;
    const at = Date.parse(n.updatedAt ?? n.createdAt);
    return {
      id: n._id,
      kind: kindOf[n.type] ?? 'generic',
      message:
        count > 1
          ? t(`core:notifications.merged.${type}`, { count })
          : worded.has(type) && name
            ? withName((value) => t(`core:notifications.item.${type}`, { name: value }), name)
            : (n.message ?? n.content ?? n.title ?? ''),
      time: relativeDate(at, now, locale),
      dateTime: new Date(at).toISOString(),
      count,
      unread: !n.read,
      person: { name: name || t('panel.title'), photo: avatarUrl(n.sender?.photo ?? null) },
    };
  };

  const byId = new Map(list.map((n) => [n._id, n]));
  return {
    variant,
    items: filterNotifications(list, filter).map(item),
    filters: filters.map((value) => ({ value, label: t(`core:notifications.filters.${value}`) })),
    filter,
    onFilterChange: (value: string) => setFilter(value as NotificationFilter),
    unreadCount: unread,
    loading: status === 'loading' && list.length === 0,
    refreshing,
    labels: {
      title: t('panel.title'),
      refresh: t('panel.refresh'),
      markAllRead: unread > 0 ? t('panel.markAllReadCount', { count: unread }) : t('panel.markAllRead'),
      close: t('panel.close'),
      filters: t('panel.filtersLabel'),
      unread: t('item.unread'),
      empty: t('panel.empty'),
      emptyBody: t('panel.emptyBody'),
      loading: t('panel.loading'),
      seeAll: t('panel.seeAll'),
    },
    emptyText: filter === 'unread' ? t('panel.emptyUnread') : filter !== 'all' ? t('panel.emptyFilter') : undefined,
    onSelect: (id: string) => {
      const n = byId.get(id);
      if (!n) return;
      if (center) markNotificationsRead(store, center, readRequests, [id]);
      close();
      followNotification(n, { store, pathname, navigate: (to, options) => void navigate(to, options) });
    },
    onRefresh: () => {
      if (!center) return;
      setRefreshing(true);
      void center.refresh().then((ok) => {
        setRefreshing(false);
        if (!ok) toast({ kind: 'error', title: t('core:notifications.refreshFailed') });
      });
    },
    onMarkAllRead: () => {
      if (center) markAllNotificationsRead(store, center, readRequests);
    },
    onClose: close,
  };
}

let likeHandler: ((like: NewLike) => void) | null = null;
/** A like or a match from the socket (live.ts), in the app's one store; the match moment is this chunk's too. */
export function handleLike(like: NewLike): void {
  likeHandler ??= createLikeHandler({ store: appStore, likeToast: (person) => void showLikeToast(person) });
  likeHandler(like);
}

/** The address of the full page over the current one: `/dashboard#notifications`, `/messages#notifications`… */
export const NOTIFICATIONS_HASH = '#notifications';

/**
 * The full page (phones reach it from the bottom navigation's bell, wide screens from the dropdown's 'See all'):
 * over the page that is open, so closing it (its close button, Escape, the browser's back) finds that page as it was.
 */
function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => {
    // Opened from the app: back. Loaded with the hash: the same page without it.
    if (location.key !== 'default') void navigate(-1);
    else void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };
  const panel = usePanel('page', close);
  return (
    <NotificationDropdown
      presentation="fullscreen"
      open={location.hash === NOTIFICATIONS_HASH}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('panel.title')}
      data-testid="notification-page"
    >
      <NotificationPanel {...panel} titleId="notifications-page-title" data-testid="notification-panel" />
    </NotificationDropdown>
  );
}

/** The dropdown under the header's bell: All / Unread, the list at most 400 px high, a way to the full page. */
function NotificationDropdownHost() {
  const [open, setOpen] = useAtom(notificationDropdownOpenAtom);
  const navigate = useNavigate();
  const panel = usePanel('dropdown', () => setOpen(false));
  return (
    <NotificationDropdown
      open={open}
      onOpenChange={setOpen}
      anchorRef={bellRef}
      id="notification-dropdown"
      labelledBy="notification-dropdown-title"
      data-testid="notification-dropdown"
    >
      <NotificationPanel
        {...panel}
        titleId="notification-dropdown-title"
        onSeeAll={() => {
          setOpen(false);
          void navigate(NOTIFICATIONS_HASH);
        }}
        data-testid="notification-panel"
      />
    </NotificationDropdown>
  );
}

/** 'It's a match!' with both photos, over any page, for whichever member the match reached (lib/bridges). */
function MatchMomentHost() {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const [match, setMatch] = useAtom(matchMomentAtom);
  const me = useAtomValue(currentMemberAtom);
  return (
    <MatchMoment
      open={Boolean(match)}
      onOpenChange={(open) => {
        if (!open) setMatch(null);
      }}
      me={{ name: me?.nickname ?? '', photo: avatarUrl(me?.photo ?? null) }}
      them={{ name: match?.name ?? '', photo: match?.photo ?? null }}
      labels={{
        title: t('match.title'),
        body: t('match.body', { name: match?.name ?? '' }),
        sendMessage: t('match.sendMessage'),
        keepBrowsing: t('match.keepBrowsing'),
      }}
      onMessage={() => {
        const id = match?.id;
        setMatch(null);
        if (id) void navigate(`/messages/${id}`);
      }}
      data-testid="match-moment"
    />
  );
}

/**
 * What the member shell mounts once any of it is first asked for (the bell opened, `#notifications`, a match): the
 * dropdown, the full page and the match moment, each shown while its own state says so.
 */
export default function NotificationsLayer() {
  const dropdown = useAtomValue(notificationDropdownOpenAtom);
  const match = useAtomValue(matchMomentAtom);
  const { hash } = useLocation();
  // Each mounts on first use and then stays, so it can animate out.
  const [used, setUsed] = useState({ dropdown: false, page: false, match: false });
  const now = {
    dropdown: used.dropdown || dropdown,
    page: used.page || hash === NOTIFICATIONS_HASH,
    match: used.match || Boolean(match),
  };
  if (now.dropdown !== used.dropdown || now.page !== used.page || now.match !== used.match) setUsed(now);
  return (
    <>
      {now.dropdown ? <NotificationDropdownHost /> : null}
      {now.page ? <NotificationsPage /> : null}
      {now.match ? <MatchMomentHost /> : null}
    </>
  );
}
