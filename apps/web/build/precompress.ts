import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:html|m?js|css|json|map|svg|txt|xml|webmanifest)$/;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : [];
  });

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of the build, so the server
 * (apps/server/src/web/serve.ts) never compresses per request (decision 0042). A copy that is not smaller
 * is not written. Source maps get a faster brotli level: they are only fetched by developer tools.
 */
export function precompressDir(outDir: string): void {
  for (const file of walk(outDir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const body = readFileSync(file);
    if (body.length < 256) continue;
    const quality = file.endsWith('.map') ? 5 : zlib.BROTLI_MAX_QUALITY;
    const br = brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  }
}
