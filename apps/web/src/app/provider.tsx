import { UiProvider } from '@kindred/ui';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { localeAtom, themeAtom } from '../features/appearance/atoms';
import { sessionFixPromptAtom } from '../features/session/atoms';
import { http, type RequestNotice } from '../lib/http';
import { applyLanguage, i18n } from '../lib/i18n';
import { store } from '../lib/store';
import { FirstLoad } from './routes/FirstLoad';

/**
 * What the request layer's notices show (docs/product/public-pages.md): the session ID format error opens the emergency-fix prompt
 * (the shell's dialog); every other notice is a toast in the member's language, its code loaded on the first one.
 */
export function handleRequestNotice(notice: RequestNotice, jotaiStore: typeof store = store): void {
  if (notice.key === 'sessionIdFix') jotaiStore.set(sessionFixPromptAtom, true);
  else void import('../lib/notices').then(({ showRequestNotice }) => showRequestNotice(notice));
}
http.onNotice((notice) => handleRequestNotice(notice));

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
