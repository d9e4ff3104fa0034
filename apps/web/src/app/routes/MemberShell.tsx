import { avatarUrl, setRealtimeDisabled } from '@kindred/core';
import {
  AccountMenu,
  BottomNav,
  ConnectionBanner,
  SettingsIcon,
  UserIcon,
  type BottomNavProps,
  type ConnectionBannerProps,
} from '@kindred/ui';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { authCheckAtom } from '../../features/session/atoms';
import { signOut, signOutGuardAtom } from '../../features/session/session';
import { http } from '../../lib/http';
import { endPreview } from '../../lib/preview';
import { socketMachineAtom } from '../../lib/socketState';
import { browserStorage } from '../../lib/storage';
import { toast } from '../../lib/toast';

/**
 * The member-only parts of the shell, one chunk that visitors never load (decision 0043): the guard of the
 * members-only routes, the avatar menu with sign-out, the bottom navigation, the connection banner's live-updates
 * states (core's socket machine) and the member's socket. Fetched as soon as there is a session.
 */
export { RequireAuth } from './RequireAuth';

/**
 * While a member is signed in: one socket (socket.io-client is loaded only here, for members), and the notice when
 * the server refuses the session mid-visit (refresh failed) — the guard of a members-only page then sends the member
 * to /login keeping the page as `from`, and public pages stay. While the load-time check is running, its refusal is
 * the guard's 'Authentication Error' panel instead (spec 000 §2), so no notice then.
 */
export function MemberSession({ memberId }: { memberId: string }) {
  const { t } = useTranslation('shell');
  const jotaiStore = useStore();
  const { pathname } = useLocation();
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
    let cancelled = false;
    void import('../../lib/socket').then(({ connectMember }) => {
      if (!cancelled) void connectMember(memberId);
    });
    return () => {
      cancelled = true;
      void import('../../lib/socket').then(({ disconnectMember }) => disconnectMember());
    };
  }, [memberId]);
  return null;
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
        // A page with unsaved changes asks first (spec 001: "…Are you sure you want to log out?").
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
  );
}

export function MemberBottomNav(props: BottomNavProps) {
  return <BottomNav {...props} />;
}

/**
 * The connection banner for a member: the browser's own state first (offline, back online — `base`, from the
 * shell), then the live updates: reconnecting, or paused after 5 failures (spec 000 §4).
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
      // Re-enable real-time (the persisted offline flag) and reload (spec 000 §4).
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
