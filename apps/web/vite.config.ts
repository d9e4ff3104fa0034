import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { kindredPlugins } from '../../vite.shared.ts';
import { kindredPrerender } from './build/prerender.ts';

const localesDir = fileURLToPath(new URL('../../packages/core/locales', import.meta.url));

/** Serves the shared catalogues (packages/core/locales) at /locales/{lng}/{ns}.json in dev and build. */
function kindredLocales(): Plugin {
  const files = () =>
    readdirSync(localesDir).flatMap((lng) =>
      statSync(path.join(localesDir, lng)).isDirectory()
        ? readdirSync(path.join(localesDir, lng))
            .filter((f) => f.endsWith('.json'))
            .map((f) => ({ lng, file: f }))
        : [],
    );
  return {
    name: 'kindred-locales',
    // The prerenderer's Node build (build/prerender.ts) reads the catalogues from the source folder.
    apply: (_config, env) => !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const match = /^\/(en|he)\/([a-z]+)\.json$/.exec(req.url ?? '');
        if (!match) return next();
        try {
          const body = readFileSync(path.join(localesDir, match[1]!, `${match[2]}.json`));
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(body);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const { lng, file } of files()) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${lng}/${file}`,
          source: readFileSync(path.join(localesDir, lng, file)),
        });
      }
    },
  };
}

const WORKSPACE_SOURCE = /[\\/]packages[\\/](?:ui|core)[\\/]src[\\/].*\.tsx?$/;
const BARE_IMPORT = /^\s*import\s+['"]/m;
const sideEffectsOf = new Map<string, boolean>();

/**
 * Which modules of packages/ui and packages/core may have side effects when nothing they export is used.
 * Both are plain ES modules of components and functions, but the ui barrel (`@kindred/ui`) re-exports every
 * component: without this, importing `Button` kept every Radix primitive behind the barrel (select, slider,
 * toast, menu… ~22 kB gzip). Style files (`*.css.ts`) and files with a bare `import '…'` (fonts, theme)
 * keep their effects; every other module is dropped when unused. Other packages keep their own
 * `sideEffects` declarations.
 */
function workspaceSideEffects(id: string): boolean | undefined {
  if (!WORKSPACE_SOURCE.test(id) || /\.css\.ts$/.test(id)) return undefined;
  let effects = sideEffectsOf.get(id);
  if (effects === undefined) {
    try {
      effects = BARE_IMPORT.test(readFileSync(id, 'utf8'));
    } catch {
      effects = true;
    }
    sideEffectsOf.set(id, effects);
  }
  return effects;
}

/**
 * react-router publishes its production build (no dev warnings and invariant messages) under
 * dist/production but exports only dist/development; the build takes the production files (~0.5 kB gzip less
 * on every route).
 */
function reactRouterProduction(): Plugin {
  const development = `${path.sep}dist${path.sep}development${path.sep}`;
  const production = `${path.sep}dist${path.sep}production${path.sep}`;
  return {
    name: 'kindred-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(development)) return resolved;
      const id = resolved.id.replace(development, production);
      return existsSync(id) ? { ...resolved, id } : resolved;
    },
  };
}

/**
 * react-i18next imports `useSyncExternalStore` from `use-sync-external-store/shim`, a fallback for React < 18
 * that defers to React's own hook on React 19 — the build takes React's hook directly (~0.4 kB gzip).
 */
function syncExternalStoreShim(): Plugin {
  const id = '\0kindred-use-sync-external-store-shim';
  return {
    name: 'kindred-use-sync-external-store-shim',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? id : null),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

export default defineConfig({
  plugins: [
    ...kindredPlugins(),
    kindredLocales(),
    kindredPrerender({ locales: localesDir }),
    reactRouterProduction(),
    syncExternalStoreShim(),
  ],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/socket.io': { target: 'http://127.0.0.1:8080', ws: true },
      '/uploads': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // dist/.vite/manifest.json: the chunk graph the bundle budget walks (scripts/bundle-budget.mjs).
    manifest: true,
    // Every target browser (es2022) loads modules without it; unsupported modulepreload hints are only ignored.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: workspaceSideEffects },
      output: {
        // The framework every route needs, in chunks of their own: they change far less often than the app,
        // so a deploy leaves them in the browser's cache (immutable, decision 0042).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler)[@\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?react-router(?:-dom)?[@\\/]/ },
            { name: 'i18n', test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:i18next|react-i18next)[@\\/]/ },
            // Core's tier rules with the option keys and cities they travel with on the member pages: the calls chunk
            // needs the tier rules alone, which would otherwise split them into one more chunk every page's preload
            // map names (decision 0094).
            {
              name: 'permissions',
              test: /[\\/]packages[\\/]core[\\/]src[\\/](?:tiers[\\/]permissions|options[\\/](?:cities|key))\.ts$/,
            },
          ],
        },
      },
    },
  },
});
