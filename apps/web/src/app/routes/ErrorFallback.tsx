import { Button } from '@kindred/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../layout.css';

/** Spec 000 §2 page-level error fallback. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.heroTitle}>{t('errorFallback.title')}</h1>
      <p className={styles.lead}>{t('errorFallback.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('errorFallback.refresh')}</Button>
    </section>
  );
}
