import { ErrorFallback as ErrorView } from '@kindred/ui';
import { useTranslation } from 'react-i18next';

/** docs/product/public-pages.md page-level error fallback: 'Something went wrong' with Refresh Page (reloads the page). */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <ErrorView
      title={t('errorFallback.title')}
      body={t('errorFallback.body')}
      refreshLabel={t('errorFallback.refresh')}
      onRefresh={() => window.location.reload()}
      data-testid="error-fallback"
    />
  );
}
