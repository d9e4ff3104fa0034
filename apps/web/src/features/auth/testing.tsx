// Test helpers for the account screens: the app's catalogues loaded in memory, a fresh store, a router.
import en from '@kindred/core/locales/en/auth.json';
import enCommon from '@kindred/core/locales/en/common.json';
import enCore from '@kindred/core/locales/en/core.json';
import enHome from '@kindred/core/locales/en/home.json';
import enOptions from '@kindred/core/locales/en/options.json';
import enValidation from '@kindred/core/locales/en/validation.json';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Provider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';

// jsdom lacks a few browser APIs that Radix primitives and the photo preview call.
const proto = Element.prototype as unknown as Record<string, unknown>;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => {};
proto.releasePointerCapture ??= () => {};
proto.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};

export function testI18n() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { auth: en, common: enCommon, core: enCore, home: enHome, options: enOptions, validation: enValidation },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

export function renderRoutes(
  store: ReturnType<typeof createStore>,
  routes: RouteObject[],
  initialEntries: InitialEntry[],
): { router: ReturnType<typeof createMemoryRouter> } & ReturnType<typeof render> {
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={testI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { router, ...view };
}

export const Probe = ({ children }: { children: ReactNode }) => <p data-testid="probe">{children}</p>;
