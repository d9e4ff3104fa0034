import '@kindred/ui/fonts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '../lib/i18n';
import { detectLocale } from '../lib/locale';
import { AppProvider } from './provider';
import { AppRoutes, startLoading } from './router';

const pageLoaded = startLoading(window.location.pathname);

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

/**
 * A visitor page prerendered at build time in this language (decision 0045) is hydrated: React adopts the markup
 * already on screen. It hydrates once the page's chunk and the translations it was rendered with are here, so it
 * hydrates in one pass (a part that suspended while the shell updates would be rendered again from scratch).
 * Any other page replaces the static first frame of index.html.
 */
async function hydratePrerendered(): Promise<void> {
  const namespaces = (container.dataset.ns ?? '').split(' ').filter(Boolean);
  await new Promise<void>((resolve) => (i18n.isInitialized ? resolve() : i18n.on('initialized', () => resolve())));
  await Promise.all([pageLoaded, i18n.loadNamespaces(namespaces)]);
  hydrateRoot(container, app);
}

if (container.dataset.prerendered === detectLocale()) void hydratePrerendered();
else createRoot(container).render(app);
