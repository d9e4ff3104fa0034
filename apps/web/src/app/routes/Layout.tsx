import { avatarUrl } from '@kindred/core';
import {
  AppHeader,
  BottomNav,
  ConnectionBanner,
  GridIcon,
  LanguagePicker,
  MessageIcon,
  RouteLoading,
  SettingsIcon,
  ThemePicker,
  UserIcon,
} from '@kindred/ui';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { usePageViews } from '../../features/analytics/usePageViews';
import { localeAtom, themeAtom, themePreferenceAtom } from '../../features/appearance/atoms';
import { authCheckAtom, currentMemberAtom, isAuthenticatedAtom } from '../../features/session/atoms';
import { checkSessionAtom, signOut } from '../../features/session/session';
import { http } from '../../lib/http';
import { leaveHeld } from '../../lib/leaveGuard';
import { toast, toastsAtom } from '../../lib/toast';
import { useViewportHeight } from '../../lib/viewport';
import { pageLoadsAtom } from '../pageLoads';
import { useConnectionStatus } from '../useConnectionStatus';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';
import * as styles from '../layout.css';

const memberNav = [
  { id: 'dashboard', href: '/dashboard', Icon: GridIcon },
  { id: 'messages', href: '/messages', Icon: MessageIcon },
  { id: 'profile', href: '/profile', Icon: UserIcon },
  { id: 'settings', href: '/settings', Icon: SettingsIcon },
] as const;
const visitorNav = [
  { id: 'home', href: '/' },
  { id: 'about', href: '/about' },
  { id: 'safety', href: '/safety' },
  { id: 'support', href: '/support' },
] as const;
const footerLinks = ['about', 'safety', 'support', 'terms', 'privacy'] as const;

const isCurrent = (pathname: string, href: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);

const Toasts = lazy(() => import('./Toasts'));
const MemberAccountMenu = lazy(() => import('./MemberAccountMenu'));

/** The app shell (spec 002 §2): header, connection banner, main, footer, bottom navigation, toasts. */
export function Layout() {
  const { t } = useTranslation(['common', 'shell']);
  const navigate = useNavigate();
  const location = useLocation();
  const loadingPage = useAtomValue(pageLoadsAtom) > 0;
  const [locale, setLocale] = useAtom(localeAtom);
  const [themePreference, setThemePreference] = useAtom(themePreferenceAtom);
  const theme = useAtomValue(themeAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const member = useAtomValue(currentMemberAtom);
  const checkSession = useSetAtom(checkSessionAtom);
  const connection = useConnectionStatus();
  const hasToasts = useAtomValue(toastsAtom).length > 0;
  usePageViews();
  useViewportHeight();

  // On load with a token: who is signed in (the guard waits for the same check).
  useEffect(() => {
    void checkSession();
  }, [checkSession]);

  // One socket per signed-in member; socket.io-client is loaded only here, for members (visitors never fetch it).
  const memberId = authenticated ? (member?._id ?? null) : null;
  useEffect(() => {
    if (!memberId) return;
    let cancelled = false;
    void import('../../lib/socket').then(({ connectMember }) => {
      if (!cancelled) void connectMember(memberId);
    });
    return () => {
      cancelled = true;
      void import('../../lib/socket').then(({ disconnectMember }) => disconnectMember());
    };
  }, [memberId]);

  // A session the server refused (refresh failed) mid-visit: a notice; the guard of a members-only page then sends
  // the member to /login keeping the page as `from`, and public pages stay. While the load-time check is running,
  // its refusal is the guard's 'Authentication Error' panel instead (spec 000 §2), so no notice then.
  const jotaiStore = useStore();
  useEffect(
    () =>
      http.onSessionEnd((reason) => {
        if (reason !== 'expired' || jotaiStore.get(authCheckAtom).status !== 'done') return;
        toast({ kind: 'info', title: t('shell:session.expired') });
      }),
    [jotaiStore, t],
  );

  // A page with unsaved changes may hold the navigation (settings: leave warning).
  // Sign out from the avatar menu: home first, then end the session — once '/' is on screen, so the guard of
  // the members-only page being left never sees a signed-out member (it would send them to /login).
  const signingOut = useRef(false);
  useEffect(() => {
    if (!signingOut.current || location.pathname !== '/') return;
    signingOut.current = false;
    void signOut();
  }, [location.pathname]);

  const go = (href: string) => {
    if (!leaveHeld(href)) void navigate(href);
  };
  const name = member?.nickname ?? '';
  const header = (
    <AppHeader
      brandName={t('appName')}
      brandLabel={t('shell:header.home')}
      navLabel={t('nav.main')}
      onNavigate={go}
      navItems={(authenticated ? memberNav : visitorNav).map((item) => ({
        id: item.id,
        label: t(`nav.${item.id}`),
        href: item.href,
        current: isCurrent(location.pathname, item.href),
        icon: 'Icon' in item ? <item.Icon size="sm" /> : undefined,
      }))}
      languageSlot={
        <LanguagePicker
          label={t('language.label')}
          value={locale}
          onChange={setLocale}
          data-testid="language-select"
          options={[
            { value: 'en', label: t('language.en'), lang: 'en' },
            { value: 'he', label: t('language.he'), lang: 'he' },
          ]}
        />
      }
      themeSlot={
        <ThemePicker
          label={t('theme.label')}
          value={themePreference}
          resolved={theme}
          onChange={setThemePreference}
          data-testid="theme-select"
          labels={{ light: t('theme.light'), dark: t('theme.dark'), system: t('theme.system') }}
        />
      }
      actions={
        authenticated ? undefined : (
          <>
            <NavLink to="/login" className={styles.signIn}>
              {t('nav.login')}
            </NavLink>
            <NavLink to="/register" className={styles.join}>
              {t('nav.register')}
            </NavLink>
          </>
        )
      }
      accountSlot={
        authenticated ? (
          <Suspense fallback={<span className={styles.avatarPlaceholder} />}>
            <MemberAccountMenu
              name={name || t('nav.profile')}
              avatarSrc={avatarUrl(member?.photo) ?? undefined}
              onNavigate={go}
              onSignOut={() => {
                if (location.pathname === '/') {
                  void signOut();
                  return;
                }
                signingOut.current = true;
                void navigate('/');
              }}
            />
          </Suspense>
        ) : undefined
      }
    />
  );

  return (
    <div className={styles.shell} data-member={authenticated ? 'true' : undefined}>
      <a className={styles.skipLink} href="#main">
        {t('nav.skipToContent')}
      </a>
      {header}
      <ConnectionBanner {...connection} data-testid="connection-banner" />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={loadingPage || undefined}>
        {loadingPage ? <div className={styles.progress} aria-hidden="true" /> : null}
        <ErrorBoundary resetKey={location.pathname} fallback={<ErrorFallback />}>
          <Suspense fallback={<RouteLoading label={t('shell:loading.route')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className={styles.footer}>
        <nav aria-label={t('nav.footer')} className={styles.footerNav}>
          {footerLinks.map((key) => (
            <NavLink key={key} to={`/${key}`} className={styles.footerLink}>
              {t(`nav.${key}`)}
            </NavLink>
          ))}
        </nav>
        <p className={styles.footerNote}>
          <span>{t('shell:footer.tagline')}</span>
          <span>{t('shell:footer.copyright', { year: new Date().getFullYear() })}</span>
        </p>
      </footer>
      {authenticated ? (
        <BottomNav
          label={t('shell:bottomNav.label')}
          onNavigate={go}
          items={memberNav.map((item) => ({
            id: item.id,
            label: t(`nav.${item.id}`),
            href: item.href,
            icon: <item.Icon />,
            current: isCurrent(location.pathname, item.href),
          }))}
        />
      ) : null}
      {hasToasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </div>
  );
}
