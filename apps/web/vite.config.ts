import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { kindredPlugins } from '../../vite.shared.ts';

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

export default defineConfig({
  plugins: [...kindredPlugins(), kindredLocales()],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/socket.io': { target: 'http://127.0.0.1:8080', ws: true },
      '/uploads': 'http://127.0.0.1:8080',
    },
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
});
