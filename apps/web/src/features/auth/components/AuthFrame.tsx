import { AuthLayout, type AuthLayoutProps } from '@kindred/ui';
import { useTranslation } from 'react-i18next';

/** AuthLayout with the warm side's copy from the `auth` catalogue. */
export function AuthFrame(props: Omit<AuthLayoutProps, 'aside'>) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      {...props}
      aside={{
        title: t('layout.asideTitle'),
        body: t('layout.asideBody'),
        quote: t('layout.asideQuote'),
        quoteBy: t('layout.asideQuoteBy'),
      }}
    />
  );
}
