import { UiProvider } from '@kindred/ui';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { localeAtom, themeAtom } from '../features/appearance/atoms';
import { http } from '../lib/http';
import { applyLanguage, i18n } from '../lib/i18n';
import { showRequestNotice } from '../lib/notices';
import { store } from '../lib/store';
import { FirstLoad } from './routes/FirstLoad';

// The request layer's toasts (spec 000 §8), in the member's language.
http.onNotice((notice) => void showRequestNotice(notice));

function AppearanceBridge({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const theme = useAtomValue(themeAtom);
  useEffect(() => applyLanguage(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider locale={locale} theme={theme}>
        <Suspense fallback={<FirstLoad />}>{children}</Suspense>
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
