import { useTranslation } from 'react-i18next';
import * as styles from '../layout.css';

export const pageKeys = [
  'home',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'dashboard',
  'profile',
  'user',
  'messages',
  'settings',
  'subscription',
  'post',
  'about',
  'safety',
  'support',
  'terms',
  'privacy',
] as const;
export type PageKey = (typeof pageKeys)[number];

/** A route of the table that the coming issues fill in; it already carries its real title and lead. */
export function PlaceholderPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-page={page}>
      <h1 id="page-title" className={styles.heroTitle}>
        {t(`pages.${page}.title`)}
      </h1>
      <p className={styles.lead}>{t(`pages.${page}.body`)}</p>
    </section>
  );
}
