// `pnpm bench:web`: Lighthouse (mobile emulation, the default mobile config with simulated throttling) in the
// system Chromium against the production server (`node --import tsx apps/server/src/main.ts`) serving the built
// app, three runs per page, medians of performance, accessibility, best practices, LCP, TBT and CLS.
// Not part of `npm test` (a benchmark, not a timed test). Results: the table on stdout and
// test-results/bench-web.json. Members-only pages (/dashboard) are measured signed in as the seeded demo member: a
// fresh login through the API before each run, its token put in the profile's local storage (as remember-me keeps
// it) and Lighthouse told not to reset storage. Then, in Playwright with the same Chromium (phone viewport, no
// throttling), the time from submitting the sign-in form to the first member card on /dashboard, BENCH_LOGIN_RUNS
// times (5), fresh browser context each, p50.
// Environment: BENCH_PORT (5292), BENCH_RUNS (3), BENCH_PAGES ("/,/login,/register,/dashboard"),
// BENCH_SEED=0 to start on an empty database (default: the demo seed, so the home page has people online),
// BENCH_SKIP_BUILD=1 to reuse apps/web/dist, BENCH_SAVE=1 to keep every Lighthouse report as JSON in
// test-results/lighthouse/, CHROMIUM_PATH (/usr/bin/chromium).
/* global window, document, MutationObserver, requestAnimationFrame -- functions run in the page by Playwright */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium as playwrightChromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const port = Number(process.env.BENCH_PORT || 5292);
const runs = Number(process.env.BENCH_RUNS || 3);
const pages = (process.env.BENCH_PAGES || '/,/login,/register,/dashboard').split(',');
const loginRuns = Number(process.env.BENCH_LOGIN_RUNS || 5);
/** Pages measured signed in (the demo seed's premium member). */
const memberPages = new Set(['/dashboard', '/messages', '/profile', '/settings', '/subscription']);
const demo = { email: 'demo.premium@kindred.local', password: 'Demo1234!' };
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.test-data/bench-web');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Building the web app (pnpm build:web)…');
  const build = spawnSync('pnpm', ['build:web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

rmSync(dataDir, { recursive: true, force: true });
console.log(`Starting the production server on ${base}…`);
const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    KINDRED_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: process.env.BENCH_SEED === '0' ? '0' : '1',
    RATE_LIMIT_MULTIPLIER: '100',
  },
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);

/** One Chromium per run (fresh profile, nothing cached), driven by Lighthouse over its debugging port. */
async function withChromium(debugPort, fn) {
  const profile = mkdtempSync(path.join(tmpdir(), 'kindred-bench-'));
  const browser = spawn(
    chromium,
    [
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 30_000);
    return await fn(debugPort);
  } finally {
    browser.kill('SIGTERM');
    await new Promise((resolve) => (browser.exitCode === null ? browser.once('exit', resolve) : resolve()));
    // Chromium's helper processes may still be writing the profile after the browser exits: best effort, a
    // leftover folder in the temporary directory must not end the benchmark.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      console.warn(`  (left ${profile} behind: Chromium was still writing to it)`);
    }
  }
}

/** A fresh session of the demo member (POST /api/auth/login), its access token. */
async function demoToken() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...demo, rememberMe: true }),
  });
  const body = await res.json();
  const token = body.token ?? body.data?.token;
  if (!res.ok || typeof token !== 'string') throw new Error(`demo login failed: ${res.status} (is SEED_DEMO on?)`);
  return token;
}

/** Signs the profile in before Lighthouse loads a members-only page: the token in local storage, as remember-me. */
async function signInProfile(debugPort) {
  const token = await demoToken();
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
    await page.goto(`${base}/api/health`); // the origin, without loading any of the app
    await page.evaluate((tk) => localStorage.setItem('token', tk), token);
    await page.goto('about:blank');
  } finally {
    await browser.close(); // disconnects; the browser and its profile stay for Lighthouse
  }
}

/**
 * Sign in → first member card: a fresh context opens /login, fills the demo member's email and password, and the
 * page itself records the submit event and the first animation frame after a card of the browse list is in the DOM.
 */
async function loginToFirstCard() {
  const browser = await playwrightChromium.launch({ executablePath: chromium, args: ['--disable-quic'] });
  const samples = [];
  try {
    for (let i = 0; i < loginRuns; i += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window;
        document.addEventListener('submit', () => (w.__submitAt ??= performance.now()), true);
        new MutationObserver((_, observer) => {
          if (w.__submitAt === undefined) return;
          if (!document.querySelector('[data-testid="browse-list"] li[data-member-id]')) return;
          observer.disconnect();
          requestAnimationFrame(() => (w.__cardAt = performance.now()));
        }).observe(document, { childList: true, subtree: true });
      });
      // The sign-in page is prerendered (decision 0045): wait until its scripts have loaded, as a person typing
      // would, so the figure is sign-in → card, not the page's own start-up.
      await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
      await page.getByLabel('Email').fill(demo.email);
      await page.getByLabel('Password', { exact: true }).fill(demo.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForFunction(() => window.__cardAt !== undefined, null, { timeout: 30_000 });
      const ms = await page.evaluate(() => {
        const w = window;
        return Math.round(w.__cardAt - w.__submitAt);
      });
      console.log(`  login → first card, run ${i + 1}: ${ms} ms`);
      samples.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return samples;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

try {
  await waitFor(`${base}/api/health`, 180_000);
  const results = [];
  for (const page of pages) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const member = memberPages.has(page);
      const lhr = await withChromium(9400 + i, async (debugPort) => {
        if (member) await signInProfile(debugPort);
        const result = await lighthouse(
          `${base}${page}`,
          {
            port: debugPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            // Keep the session just put in local storage (the profile is fresh: nothing else is cached).
            ...(member ? { disableStorageReset: true } : {}),
          },
          undefined,
        );
        return result.lhr;
      });
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (member && new URL(lhr.finalDisplayedUrl).pathname !== page)
        throw new Error(`${page}: ended on ${lhr.finalDisplayedUrl} — the demo session was not used`);
      if (process.env.BENCH_SAVE === '1') {
        const dir = path.join(root, 'test-results/lighthouse');
        mkdirSync(dir, { recursive: true });
        const name = page === '/' ? 'home' : page.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '');
        writeFileSync(path.join(dir, `${name}-${i + 1}.json`), JSON.stringify(lhr));
      }
      const sample = {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
      console.log(`  ${page} run ${i + 1}: ${JSON.stringify({ ...sample, failing: undefined })}`);
      samples.push(sample);
    }
    const keys = ['performance', 'accessibility', 'bestPractices', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'];
    const row = { page, runs: samples.length };
    for (const key of keys) row[key] = median(samples.map((s) => s[key]));
    row.failingAudits = [...new Set(samples.flatMap((s) => s.failing))].sort();
    results.push(row);
  }

  console.log(`\nLighthouse ${runs}-run medians (mobile emulation), ${new Date().toISOString()}\n`);
  console.log('| page | performance | accessibility | best practices | LCP | TBT | CLS | FCP |');
  console.log('| ---- | ----------- | ------------- | -------------- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${(r.fcpMs / 1000).toFixed(2)} s |`,
    );
  }
  for (const r of results) {
    if (r.failingAudits.length) console.log(`\n${r.page} — audits not passed: ${r.failingAudits.join(', ')}`);
  }

  let login = null;
  if (loginRuns > 0) {
    console.log(`\nSign in → first member card on /dashboard (${loginRuns} runs, phone viewport, no throttling)`);
    const samples = await loginToFirstCard();
    login = {
      runs: samples.length,
      p50Ms: median(samples),
      minMs: Math.min(...samples),
      maxMs: Math.max(...samples),
      samples,
    };
    console.log(`p50 ${login.p50Ms} ms (min ${login.minMs}, max ${login.maxMs})`);
  }
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'test-results/bench-web.json'),
    `${JSON.stringify({ date: new Date().toISOString(), pages: results, loginToFirstCard: login }, null, 2)}\n`,
  );
} finally {
  stopServer();
}
