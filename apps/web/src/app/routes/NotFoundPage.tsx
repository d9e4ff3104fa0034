import { NotFoundView } from '@kindred/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** docs/product/public-pages.md: 404, a message and a back-to-home button to '/'. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NotFoundView
      code={t('notFound.code')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      homeLabel={t('notFound.backHome')}
      onNavigate={(href) => navigate(href)}
      data-testid="not-found"
    />
  );
}
