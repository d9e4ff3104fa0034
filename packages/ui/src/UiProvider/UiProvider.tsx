import { DirectionProvider } from '@radix-ui/react-direction';
import { directionOf, type Locale, type Theme } from '@kindred/core';
import { useLayoutEffect, type ReactNode } from 'react';
import { themeClassNames } from '../theme';

export interface UiProviderProps {
  locale: Locale;
  theme: Theme;
  /**
   * Write `dir`, `lang` and the theme class onto `<html>` so portals (dialogs, menus, toasts) inherit them.
   * On by default; turn off when several providers share a document (e.g. a side-by-side story).
   */
  applyToDocument?: boolean;
  children: ReactNode;
}

/** Applies locale direction and theme to a document root. Exported for the app's pre-paint path too. */
export function applyDocumentAppearance(root: HTMLElement, locale: Locale, theme: Theme): void {
  root.setAttribute('lang', locale);
  root.setAttribute('dir', directionOf(locale));
  root.classList.remove(themeClassNames.light, themeClassNames.dark);
  root.classList.add(themeClassNames[theme]);
  root.dataset.theme = theme;
}

/** Sets `dir`/`lang`/theme and Radix's reading direction for everything below it. */
export function UiProvider({ locale, theme, applyToDocument = true, children }: UiProviderProps) {
  useLayoutEffect(() => {
    if (applyToDocument && typeof document !== 'undefined') {
      applyDocumentAppearance(document.documentElement, locale, theme);
    }
  }, [applyToDocument, locale, theme]);

  return <DirectionProvider dir={directionOf(locale)}>{children}</DirectionProvider>;
}
UiProvider.displayName = 'UiProvider';
