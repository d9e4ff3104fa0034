import { Button } from '@kindred/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from '../layout.css';

/** Spec 002 §2: 404, a message and a back-to-home button to '/'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-page="not-found">
      <p className={styles.code} aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="page-title" className={styles.heroTitle}>
        {t('notFound.title')}
      </h1>
      <p className={styles.lead}>{t('notFound.body')}</p>
      <Button onClick={() => navigate('/')}>{t('notFound.backHome')}</Button>
    </section>
  );
}
