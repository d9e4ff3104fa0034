/**
 * Serving the built web app (web/serve.ts, decision 0042) from the real server against a small built dist
 * written to a temporary folder: brotli/gzip negotiation from precompressed files, cache policies, the SPA
 * fallback that never masks API 404s, the prerendered visitor pages, and the security headers with the CSP hashes
 * of the inline scripts.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../src/web/serve';
import { startTestServer, type TestServer } from './harness';

const INLINE = "\n      document.documentElement.className = 'kd-theme-' + 'light';\n    ";
const INDEX = `<!doctype html>
<html lang="en"><head>
    <script>${INLINE}</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" href="/assets/index-abc123.css">
  </head><body><div id="root"></div></body></html>`;
/** A visitor page prerendered at build time (decision 0045), with its own inline script (the language chooser). */
const PAGE_INLINE = "document.getElementById('root').setAttribute('data-prerendered', 'en')";
const LOGIN_PAGE = INDEX.replace(
  '<div id="root"></div>',
  `<div id="root"></div><template id="kd-page-en"><main>Welcome back</main></template><script>${PAGE_INLINE}</script>`,
);
const SCRIPT = `console.log(${JSON.stringify('kindred '.repeat(400))});`;

function writeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'kindred-dist-'));
  const put = (file: string, body: string, compress = true) => {
    const full = path.join(dist, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, body);
    if (compress) {
      writeFileSync(`${full}.br`, brotliCompressSync(Buffer.from(body)));
      writeFileSync(`${full}.gz`, gzipSync(Buffer.from(body)));
    }
  };
  put('index.html', INDEX);
  put('pages/login.html', LOGIN_PAGE);
  put('assets/index-abc123.js', SCRIPT);
  put('assets/index-abc123.css', `body{color:red}${' '.repeat(500)}`);
  put('locales/en/common.json', JSON.stringify({ hello: 'Hello', filler: 'x'.repeat(400) }));
  put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  put('.vite/manifest.json', '{}', false);
  return dist;
}

interface RawReply {
  res: { status: number; headers: { get(name: string): string | null } };
  body: Buffer;
}

/** A GET that keeps the bytes as sent (fetch() would decode them and hide the encoding). */
function get(server: TestServer, urlPath: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.url}${urlPath}`,
      { headers: { 'accept-encoding': 'identity', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const value = (name: string) => {
            const v = response.headers[name.toLowerCase()];
            return v === undefined ? null : Array.isArray(v) ? v.join(', ') : String(v);
          };
          resolve({ res: { status: response.statusCode ?? 0, headers: { get: value } }, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

describe('serving the built web app', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    server = await startTestServer('pglite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli or gzip file the build wrote, by Accept-Encoding, with Vary', async () => {
    const br = await get(server, '/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await get(server, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const refusedBr = await get(server, '/assets/index-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refusedBr.res.headers.get('content-encoding')).toBe('gzip');

    const plain = await get(server, '/assets/index-abc123.js');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
    // Each representation has its own validator.
    expect(new Set([br, gz, plain].map((r) => r.res.headers.get('etag'))).size).toBe(3);
  });

  it('caches hashed assets for a year (immutable), revalidates index.html, keeps catalogues briefly', async () => {
    const asset = await get(server, '/assets/index-abc123.css', { 'accept-encoding': 'br' });
    expect(asset.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.res.headers.get('content-type')).toBe('text/css; charset=utf-8');

    const index = await get(server, '/', { 'accept-encoding': 'br' });
    expect(index.res.headers.get('cache-control')).toBe('no-cache');
    expect(index.res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const etag = index.res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get(server, '/', { 'accept-encoding': 'br', 'if-none-match': etag! });
    expect(again.res.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The validator of one encoding does not validate another.
    expect((await get(server, '/', { 'if-none-match': etag! })).res.status).toBe(200);

    const locale = await get(server, '/locales/en/common.json');
    expect(locale.res.headers.get('cache-control')).toMatch(/^public, max-age=300\b/);
    expect(JSON.parse(locale.body.toString()).hello).toBe('Hello');
    const favicon = await get(server, '/favicon.svg');
    expect(favicon.res.headers.get('content-type')).toBe('image/svg+xml');
    expect(favicon.res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(favicon.res.headers.get('vary')).toBeNull(); // no compressed copy: nothing varies
  });

  it('answers a prerendered visitor page with its own HTML, revalidated; other routes keep index.html', async () => {
    for (const urlPath of ['/login', '/login?from=%2Fdashboard']) {
      const page = await get(server, urlPath, { 'accept-encoding': 'br' });
      expect(page.res.status, urlPath).toBe(200);
      expect(page.res.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(page.body).toString(), urlPath).toBe(LOGIN_PAGE);
      expect(page.res.headers.get('cache-control')).toBe('no-cache');
      expect(page.res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    for (const urlPath of ['/', '/login/extra', '/register']) {
      expect((await get(server, urlPath)).body.toString(), urlPath).toBe(INDEX);
    }
  });

  it('answers a deep link with index.html, but never masks API, socket, upload or asset 404s', async () => {
    for (const deep of ['/dashboard', '/user/0123456789abcdef01234567', '/messages/x?tab=1', '/he/whatever']) {
      const res = await get(server, deep);
      expect(res.res.status, deep).toBe(200);
      expect(res.body.toString(), deep).toBe(INDEX);
      expect(res.res.headers.get('cache-control')).toBe('no-cache');
    }
    for (const missing of [
      '/api/unknown',
      '/api',
      '/api/users/0123456789abcdef01234567/nothing',
      '/uploads/images/missing.webp',
      '/assets/missing-123.js',
      '/locales/xx/none.json',
    ]) {
      const res = await get(server, missing);
      expect(res.res.status, missing).toBe(404);
      expect(res.res.headers.get('content-type'), missing).toMatch(/^application\/json/);
      expect(JSON.parse(res.body.toString()), missing).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // The socket's path belongs to socket.io (its own 400), never to the web app.
    const socket = await get(server, '/socket.io/nothing');
    expect(socket.res.status).toBe(400);
    expect(socket.body.toString()).not.toContain('<html');
    const post = await fetch(`${server.url}/dashboard`, { method: 'POST' });
    expect(post.status).toBe(404);
    // Build metadata and paths that climb out of the dist are not served.
    for (const hidden of ['/.vite/manifest.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await get(server, hidden);
      expect(res.body.toString(), hidden).not.toContain('{}');
      expect(res.body.toString(), hidden).not.toContain('root:');
    }
    // The API itself is untouched by the web app.
    expect((await get(server, '/api/health')).res.status).toBe(200);
    expect((await get(server, '/api/users')).res.status).toBe(401);
  });

  it('sends the security headers, with a CSP that allows exactly the inline scripts of index.html and the pages', async () => {
    for (const urlPath of ['/', '/dashboard', '/assets/index-abc123.js', '/api/health', '/api/unknown']) {
      const { res } = await get(server, urlPath);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name, ...sources] = d.trim().split(/\s+/);
          return [name!, sources] as const;
        }),
      );
      const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(directives.get('script-src'), urlPath).toEqual(["'self'", hash(INLINE), hash(PAGE_INLINE)]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      expect(directives.get('form-action')).toEqual(["'self'"]);
      expect(directives.get('connect-src')).toEqual(["'self'", `ws://${new URL(server.url).hostname}:${0}`]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const permissions = res.headers.get('permissions-policy') ?? '';
      expect(permissions).toContain('camera=(self)');
      expect(permissions).toContain('microphone=(self)');
      expect(permissions).toContain('geolocation=()');
      expect(permissions).toContain('payment=()');
    }
  });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['br', ['br', 'gzip'], 'br'],
    ['gzip, br', ['br', 'gzip'], 'br'],
    ['gzip;q=1, br;q=0.5', ['br', 'gzip'], 'gzip'],
    ['br;q=0', ['br', 'gzip'], null],
    ['*', ['br', 'gzip'], 'br'],
    ['*;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['x-gzip', ['gzip'], 'gzip'],
    ['deflate', ['br', 'gzip'], null],
    ['br', ['gzip'], null],
    ['', ['br'], null],
  ] as const)('%j with %j → %s', (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });
});
