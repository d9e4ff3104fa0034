import {
  AppHeader,
  ConnectionBanner,
  GridIcon,
  LanguagePicker,
  MessageIcon,
  RouteLoading,
  SettingsIcon,
  ThemePicker,
  UserIcon,
} from '@kindred/ui';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { usePageViews } from '../../features/analytics/usePageViews';
import { localeAtom, themePreferenceAtom } from '../../features/appearance/atoms';
import {
  authCheckAtom,
  currentMemberAtom,
  isAuthenticatedAtom,
  sessionFixPromptAtom,
  tokenAtom,
} from '../../features/session/atoms';
import { leaveHeld } from '../../lib/leaveGuard';
import { toastsAtom } from '../../lib/toast';
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

// The session check is loaded only when there is a session: a visitor never fetches it.
const loadSession = () => import('../../features/session/session');

const Toasts = lazy(() => import('./Toasts'));
const SessionFixDialog = lazy(() => import('../../features/session/SessionFixDialog'));
// The member-only shell parts (avatar menu, bottom navigation, live-updates states, socket): one chunk, fetched once
// there is a session (router.tsx starts it with the guard of the members-only routes, which lives there too). One
// loader for both files, so the entry lists the chunk's dependencies once (decision 0043).
export const loadMemberShell = () => import('./MemberShell');
const MemberSession = lazy(() => loadMemberShell().then((m) => ({ default: m.MemberSession })));
const MemberAccount = lazy(() => loadMemberShell().then((m) => ({ default: m.MemberAccount })));
const MemberBottomNav = lazy(() => loadMemberShell().then((m) => ({ default: m.MemberBottomNav })));
const MemberConnectionBanner = lazy(() => loadMemberShell().then((m) => ({ default: m.MemberConnectionBanner })));

declare global {
  interface Window {
    /** A prerendered page's script (decision 0045): holds form submits until the page is the app's, then replays them. */
    __kindredOnReady?: () => void;
  }
}

/** In the page's own boundary: runs once the page has hydrated (or rendered), so its forms handle a replayed submit. */
function PageReady() {
  useEffect(() => window.__kindredOnReady?.(), []);
  return null;
}

/** The app shell (docs/product/public-pages.md): header, connection banner, main, footer, bottom navigation, toasts. */
export function Layout() {
  const { t } = useTranslation(['common', 'shell']);
  const navigate = useNavigate();
  const location = useLocation();
  const loadingPage = useAtomValue(pageLoadsAtom) > 0;
  const [locale, setLocale] = useAtom(localeAtom);
  const [themePreference, setThemePreference] = useAtom(themePreferenceAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const member = useAtomValue(currentMemberAtom);
  const connection = useConnectionStatus();
  const hasToasts = useAtomValue(toastsAtom).length > 0;
  const sessionFixPrompt = useAtomValue(sessionFixPromptAtom);
  usePageViews();
  useViewportHeight();

  // On load with a token: who is signed in (the guard waits for the same check). Without one there is nothing to check.
  const jotaiStore = useStore();
  useEffect(() => {
    // main.tsx has usually started it already (router.tsx `startLoading`): a check running or done (its refusal
    // included, which the guard shows) is left alone.
    if (jotaiStore.get(authCheckAtom).status !== 'idle') return;
    if (jotaiStore.get(tokenAtom) === null) jotaiStore.set(authCheckAtom, { status: 'done', error: null });
    else void loadSession().then((session) => jotaiStore.set(session.checkSessionAtom));
  }, [jotaiStore]);

  // A page with unsaved changes may hold the navigation (settings: leave warning).
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
            <MemberAccount name={name || t('nav.profile')} photo={member?.photo} onNavigate={go} />
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
      {authenticated ? (
        <Suspense fallback={<ConnectionBanner {...connection} data-testid="connection-banner" />}>
          <MemberConnectionBanner base={connection} />
        </Suspense>
      ) : (
        <ConnectionBanner {...connection} data-testid="connection-banner" />
      )}
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={loadingPage || undefined}>
        {/* Always in the tree, shown while a page loads: a prerendered page hydrates without a change of structure. */}
        <div className={styles.progress} aria-hidden="true" hidden={!loadingPage} />
        <ErrorBoundary resetKey={location.pathname} fallback={<ErrorFallback />}>
          <Suspense
            fallback={
              <div className={styles.loadingArea}>
                <RouteLoading label={t('shell:loading.route')} />
              </div>
            }
          >
            <Outlet />
            <PageReady />
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
        <Suspense fallback={null}>
          <MemberBottomNav
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
        </Suspense>
      ) : null}
      {authenticated && member?._id ? (
        <Suspense fallback={null}>
          <MemberSession memberId={member._id} />
        </Suspense>
      ) : null}
      {sessionFixPrompt ? (
        <Suspense fallback={null}>
          <SessionFixDialog />
        </Suspense>
      ) : null}
      {hasToasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </div>
  );
}
