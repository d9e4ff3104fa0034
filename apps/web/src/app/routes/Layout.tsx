import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { locales, themePreferences, type Locale, type ThemePreference } from '@kindred/core';
import { localeAtom, themePreferenceAtom } from '../../features/appearance/atoms';
import { isAuthenticatedAtom } from '../../features/session/atoms';
import { usePageViews } from '../../features/analytics/usePageViews';
import * as styles from '../layout.css';

export function Layout() {
  const { t } = useTranslation();
  const [locale, setLocale] = useAtom(localeAtom);
  const [themePreference, setThemePreference] = useAtom(themePreferenceAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  usePageViews();

  const links = authenticated
    ? (['dashboard', 'messages', 'profile', 'settings'] as const)
    : (['home', 'about', 'safety', 'support', 'login', 'register'] as const);
  const paths: Record<(typeof links)[number], string> = {
    home: '/',
    dashboard: '/dashboard',
    messages: '/messages',
    profile: '/profile',
    settings: '/settings',
    about: '/about',
    safety: '/safety',
    support: '/support',
    login: '/login',
    register: '/register',
  };

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className={styles.header}>
        <NavLink to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {t('appName')}
        </NavLink>
        <nav className={styles.nav} aria-label={t('nav.main')}>
          {links.map((key) => (
            <NavLink key={key} to={paths[key]} end={key === 'home'} className={styles.navLink}>
              {t(`nav.${key}`)}
            </NavLink>
          ))}
        </nav>
        <div className={styles.controls}>
          <label className={styles.control}>
            {t('language.label')}
            <select
              className={styles.select}
              value={locale}
              onChange={(e) => setLocale(e.target.value as Locale)}
              data-testid="language-select"
            >
              {locales.map((lng) => (
                <option key={lng} value={lng} lang={lng}>
                  {t(`language.${lng}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.control}>
            {t('theme.label')}
            <select
              className={styles.select}
              value={themePreference}
              onChange={(e) => setThemePreference(e.target.value as ThemePreference)}
              data-testid="theme-select"
            >
              {themePreferences.map((value) => (
                <option key={value} value={value}>
                  {t(`theme.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <nav aria-label={t('nav.footer')} className={styles.controls}>
          {(['about', 'safety', 'support', 'terms', 'privacy'] as const).map((key) => (
            <NavLink key={key} to={`/${key}`} className={styles.footerLink}>
              {t(`nav.${key}`)}
            </NavLink>
          ))}
        </nav>
      </footer>
    </div>
  );
}
