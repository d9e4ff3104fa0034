import { UiProvider } from '@kindred/ui';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { localeAtom, themeAtom } from '../features/appearance/atoms';
import { createI18n } from '../lib/i18n';
import { store } from '../lib/store';

function AppearanceBridge({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const theme = useAtomValue(themeAtom);
  const [i18n] = useState(() => createI18n(locale));
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider locale={locale} theme={theme}>
        <Suspense fallback={null}>{children}</Suspense>
      </UiProvider>
    </I18nextProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <AppearanceBridge>{children}</AppearanceBridge>
    </JotaiProvider>
  );
}
