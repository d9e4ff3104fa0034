/**
 * Serving the built web app (apps/web/dist) and the security headers of every reply (decision 0042).
 *
 * - The build writes `.br` and `.gz` next to every compressible file (apps/web/vite.config.ts); the server
 *   loads the dist into memory once at start-up and picks the representation by `Accept-Encoding`
 *   (brotli, then gzip, then identity), always with `Vary: Accept-Encoding`. Nothing is compressed per request.
 * - Hashed assets (`/assets/*`) are cached for a year, `immutable`; `index.html` (and every client-side route
 *   answered with it) is `no-cache`, revalidated with its ETag; catalogues (`/locales/*`) for 5 minutes.
 * - Visitor pages prerendered at build time (`/`, `/login`, `/register`…: `dist/pages/<name>.html`, decision 0045)
 *   answer their own HTML, revalidated like index.html.
 * - Client-side routes: an unknown GET path answers index.html, except under `/api`, `/socket.io`, `/uploads`,
 *   `/assets` and `/locales`, which answer the API's JSON 404 (a missing script never arrives as HTML).
 * - Content-Security-Policy: scripts only from this origin plus the SHA-256 of each inline script of the built
 *   index.html and pages (the pre-paint theme/language script, the prerendered pages' language chooser), computed here from the file — never `'unsafe-inline'`
 *   for scripts. Styles allow `'unsafe-inline'`: Radix writes `<style>` elements at run time (scroll lock,
 *   scroll area, select) and positions popovers with style attributes.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

interface Representation {
  body: Buffer;
  etag: string;
}

export interface WebFile {
  /** URL path, e.g. `/assets/index-abc123.js`. */
  urlPath: string;
  contentType: string;
  cacheControl: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

export interface WebApp {
  root: string;
  files: Map<string, WebFile>;
  index: WebFile;
  /** Visitor pages prerendered at build time (`dist/pages/<name>.html`, decision 0045), by route: `home` is `/`. */
  pages: Map<string, WebFile>;
  /** `'sha256-…'` sources for the inline scripts of index.html and the prerendered pages. */
  inlineScriptHashes: string[];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const LOCALES_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
/** Root files without a hash in their name (favicon): a day, then revalidated in the background for a week. */
export const OTHER_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Path prefixes that never fall back to index.html: the API, the socket, uploads and the build's own folders. */
const NO_FALLBACK = /^\/(api|socket\.io|uploads|assets|locales)(\/|$)/;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

function cacheControlFor(urlPath: string): string {
  if (urlPath.endsWith('.html')) return REVALIDATE;
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath.startsWith('/locales/')) return LOCALES_CACHE;
  return OTHER_CACHE;
}

function etagOf(body: Buffer, suffix = ''): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;
}

function listFiles(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json and other build metadata are not served
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(root, full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** The contents of every inline `<script>` (no `src`) of an HTML document, as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const body = match[2] ?? '';
    if (!body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Loads a built web app into memory; null when `dist` has no index.html. */
export function loadWebApp(dist: string): WebApp | null {
  const root = path.resolve(dist);
  let indexStat;
  try {
    indexStat = statSync(path.join(root, 'index.html'));
  } catch {
    return null;
  }
  if (!indexStat.isFile()) return null;
  const all = listFiles(root);
  const present = new Set(all);
  const files = new Map<string, WebFile>();
  for (const file of all) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const relative = path.relative(root, file).split(path.sep).join('/');
    const urlPath = `/${relative}`;
    const body = readFileSync(file);
    const entry: WebFile = {
      urlPath,
      contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(urlPath),
      identity: { body, etag: etagOf(body) },
    };
    // A compressed copy is used only when it is smaller than the file itself.
    if (present.has(`${file}.br`)) {
      const br = readFileSync(`${file}.br`);
      if (br.length < body.length) entry.br = { body: br, etag: etagOf(body, '-br') };
    }
    if (present.has(`${file}.gz`)) {
      const gz = readFileSync(`${file}.gz`);
      if (gz.length < body.length) entry.gzip = { body: gz, etag: etagOf(body, '-gz') };
    }
    files.set(urlPath, entry);
  }
  const index = files.get('/index.html')!;
  const pages = new Map<string, WebFile>();
  for (const [urlPath, file] of files) {
    const page = /^\/pages\/([a-z-]+)\.html$/.exec(urlPath)?.[1];
    if (page) pages.set(page === 'home' ? '/' : `/${page}`, file);
  }
  const hashes = new Set(
    [index, ...pages.values()].flatMap((file) => inlineScriptHashes(file.identity.body.toString('utf8'))),
  );
  return { root, files, index, pages, inlineScriptHashes: [...hashes] };
}

/**
 * The best encoding the client accepts among those available (`br` before `gzip`), honouring `q=0`
 * (refused) and `*`. `identity` is always acceptable here, so null means "send it uncompressed".
 */
export function negotiateEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header || available.length === 0) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value);
        weight = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    q.set(name, weight);
  }
  const weightOf = (name: string) => q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of (['br', 'gzip'] as const).filter((e) => available.includes(e))) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function send(request: FastifyRequest, reply: FastifyReply, file: WebFile) {
  const available = (['br', 'gzip'] as const).filter((e) => file[e]);
  const encoding = negotiateEncoding(request.headers['accept-encoding'], available);
  const representation = encoding ? file[encoding]! : file.identity;
  void reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('etag', representation.etag);
  if (available.length) void reply.header('vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], representation.etag)) {
    return reply.status(304).send();
  }
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(representation.body);
}

/** Normalises a request path; null for anything that could leave the dist (`..`, NUL, bad escapes). */
function pathOf(url: string): string | null {
  const raw = url.split('?')[0]!.split('#')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normalised = path.posix.normalize(decoded);
  if (!normalised.startsWith('/') || normalised.split('/').includes('..')) return null;
  return normalised;
}

/**
 * Registers `GET /*` (and HEAD): a file of the dist, else index.html for a client-side route, else the
 * API's 404 (through the not-found handler). Specific routes (the API, uploads, docs) take precedence.
 */
export function registerWebApp(app: FastifyInstance, web: WebApp): void {
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = pathOf(request.raw.url ?? '/');
    if (urlPath === null) return reply.callNotFound();
    const file = web.pages.get(urlPath) ?? (urlPath === '/' ? web.index : web.files.get(urlPath));
    if (file) return send(request, reply, file);
    if (NO_FALLBACK.test(urlPath)) return reply.callNotFound();
    return send(request, reply, web.index);
  });
}

export interface SecurityHeaderOptions {
  /** Hash sources of the inline scripts the page may run (from index.html). */
  scriptHashes: readonly string[];
  /** The public origin (PUBLIC_URL): its ws:/wss: form is the only socket endpoint allowed. */
  publicUrl: string;
  /**
   * Who may frame the page: nobody for the app; Storybook's manager frames its own preview, so its separate
   * policy (scripts/storybook-csp.mjs) says `'self'`.
   */
  frameAncestors?: "'none'" | "'self'";
}

/** The Content-Security-Policy of the app (decision 0042). */
export function contentSecurityPolicy({
  scriptHashes,
  publicUrl,
  frameAncestors = "'none'",
}: SecurityHeaderOptions): string {
  const origin = new URL(publicUrl);
  const socketOrigin = `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' ${socketOrigin}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'fullscreen=(self)',
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers on every reply. The CSP is left off the API's own docs page (`/api/docs`, Swagger UI runs
 * inline scripts; it sets none of the app's data at risk) — every other reply carries it, JSON included, unless
 * its route set a policy of its own (attachments: `default-src 'none'; sandbox`), which stands. No API reply is
 * stored by a browser or a proxy (tokens, profiles, the data export) unless its route sets its own policy
 * (public avatars, private photo bytes): decision 0010. One callback hook for all of these (decision 0200: every
 * reply pays for each hook, and an async one costs a promise besides).
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const csp = contentSecurityPolicy(options);
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.raw.url ?? '/';
    const api = url.startsWith('/api/');
    if (!(api && /^\/api\/docs(\/|$|\?)/.test(url)) && !reply.hasHeader('content-security-policy')) {
      void reply.header('content-security-policy', csp);
    }
    void reply
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('permissions-policy', PERMISSIONS_POLICY)
      .header('cross-origin-opener-policy', 'same-origin')
      .header('x-frame-options', 'DENY');
    if (api && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000');
    done(null, payload);
  });
}
