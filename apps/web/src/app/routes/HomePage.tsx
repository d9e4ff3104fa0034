import { Button } from '@kindred/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from '../layout.css';

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-page="home">
      <h1 id="page-title" className={styles.heroTitle}>
        {t('pages.home.title')}
      </h1>
      <p className={styles.lead}>{t('pages.home.body')}</p>
      <Button size="lg" onClick={() => navigate('/register')}>
        {t('actions.getStarted')}
      </Button>
    </section>
  );
}
