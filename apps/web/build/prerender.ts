import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { precompressDir } from './precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * After the client build (decision 0045): builds the prerenderer (src/prerender/entry.tsx) for Node with the same
 * config — the same vanilla-extract class names as the client's stylesheets — then writes the prerendered visitor
 * pages (build/render-pages.mjs, in a process of its own) and finally the `.br`/`.gz` copies of the whole build
 * (decision 0042), pages included. One hook, so the copies are always made after the pages.
 */
export function kindredPrerender(options: { locales: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kindred-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = path.join(config.root, 'node_modules/.kindred-prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender/entry.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
        },
      });
      const rendered = spawnSync(
        process.execPath,
        [path.join(here, 'render-pages.mjs'), path.join(ssrDir, 'entry.js'), outDir, options.locales],
        { cwd: config.root, stdio: 'inherit' },
      );
      if (rendered.status !== 0) throw new Error('prerendering the visitor pages failed (build/render-pages.mjs)');
      precompressDir(outDir);
    },
  };
}
