// Checks a static Storybook build under the app's Content-Security-Policy (decision 0042):
//   pnpm build:storybook && node --import tsx scripts/storybook-csp.mjs [storybook-static] [story-id-words…]
// Serves the build on 127.0.0.1 with the app's policy (apps/server/src/web/serve.ts) with two differences —
// the script hashes are those of Storybook's own inline scripts (index.html, iframe.html) and
// `frame-ancestors 'self'` (the manager frames the preview) — opens the manager and every story (or those whose
// id contains one of the words) in Chromium in two modes, and fails on any `securitypolicyviolation`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { contentSecurityPolicy, inlineScriptHashes } from '../apps/server/src/web/serve.ts';

const [dirArg, ...words] = process.argv.slice(2);
const root = path.resolve(dirArg ?? 'storybook-static');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const hashes = [
  ...new Set(
    ['index.html', 'iframe.html'].flatMap((f) => inlineScriptHashes(readFileSync(path.join(root, f), 'utf8'))),
  ),
];
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
  if (url.pathname === '/') file = path.join(root, 'index.html');
  if (!file.startsWith(root)) return void res.writeHead(403).end();
  let body;
  try {
    body = readFileSync(file);
  } catch {
    return void res.writeHead(404).end('Not found');
  }
  res.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'content-security-policy': policy,
  });
  res.end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
// The app's policy with Storybook's inline script hashes; the manager frames the preview, so frame-ancestors 'self'.
const policy = contentSecurityPolicy({ scriptHashes: hashes, publicUrl: base, frameAncestors: "'self'" });
console.log(`Storybook at ${base} under:\n  ${policy}\n`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
const violations = [];
try {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    globalThis.document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP-VIOLATION ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const page = await context.newPage();
  let current = 'manager';
  page.on('console', (m) => {
    if (m.text().startsWith('CSP-VIOLATION') || /Content Security Policy/.test(m.text()))
      violations.push(`${current}: ${m.text()}`);
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
  const ids = Object.values(index.entries)
    .filter((e) => e.type === 'story' && (!words.length || words.some((w) => e.id.includes(w))))
    .map((e) => e.id);
  for (const id of ids) {
    current = id;
    for (const globals of ['locale:en;theme:light', 'locale:he;theme:dark']) {
      await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=${globals}`, { waitUntil: 'load' });
      await page.waitForTimeout(150);
    }
  }
  console.log(`${ids.length} stories × 2 modes and the manager checked.`);
} finally {
  await browser.close();
  server.close();
}
if (violations.length) {
  console.error(`\n${violations.length} violation(s):\n${[...new Set(violations)].slice(0, 40).join('\n')}`);
  process.exit(1);
}
console.log('No CSP violation.');
