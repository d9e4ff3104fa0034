// `pnpm test:storybook`: builds Storybook statically, serves it on 127.0.0.1 and checks every story in
// en/he × light/dark — render and play errors, axe violations and a full-page screenshot against
// `.storybook/__image_snapshots__` (diffs in `test-results/storybook-diffs`). See decision 0030.
//
//   pnpm test:storybook                 all stories (CI=true: a missing baseline fails)
//   pnpm test:storybook -u              re-record the baselines that differ, remove obsolete ones (on purpose only)
//   pnpm test:storybook select tabs     only stories whose id contains one of the words
// Environment: SKIP_STORYBOOK_BUILD=1 reuses storybook-static; STORYBOOK_PAGES_PER_MODE (default 1) pages per
// mode; CHROMIUM_PATH overrides /usr/bin/chromium; STORYBOOK_VERBOSE=1 lists every check.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from './serve-static.mjs';
import { writeStepReport } from './lib/step-report.mjs';
import { listStories, obsoleteBaselines, removeFiles, runStories } from './lib/storybook-runner.mjs';

const args = process.argv.slice(2);
const update = args.includes('-u') || args.includes('--updateSnapshot');
const ci = Boolean(process.env.CI) || args.includes('--ci');
const filters = args.filter((a) => !a.startsWith('-')).map((a) => a.toLowerCase());

if (!process.env.SKIP_STORYBOOK_BUILD || !existsSync('storybook-static/index.json')) {
  const build = spawnSync('pnpm', ['build:storybook'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const started = Date.now();
const server = await serveStatic('storybook-static');
const baseUrl = `http://127.0.0.1:${server.address().port}/`;
const snapshotDir = path.resolve('.storybook/__image_snapshots__');
let exitCode;
try {
  const all = await listStories(baseUrl);
  const stories = filters.length ? all.filter((s) => filters.some((f) => s.id.includes(f))) : all;
  const pagesPerMode = Math.max(1, Number(process.env.STORYBOOK_PAGES_PER_MODE || 1));
  console.log(`Storybook at ${baseUrl}: ${stories.length} stories × 4 modes, ${pagesPerMode * 4} pages`);
  const { failures, flaky, counts, seen } = await runStories({
    baseUrl,
    stories,
    pagesPerMode,
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    verbose: Boolean(process.env.STORYBOOK_VERBOSE),
    snapshot: { snapshotDir, diffDir: path.resolve('test-results/storybook-diffs'), update, ci },
  });
  if (!filters.length) {
    const obsolete = obsoleteBaselines(snapshotDir, seen);
    if (obsolete.length && update) {
      removeFiles(obsolete);
      console.log(`Removed ${obsolete.length} obsolete baselines.`);
    } else if (obsolete.length) {
      console.log(`${obsolete.length} obsolete baselines (remove with -u):\n  ${obsolete.join('\n  ')}`);
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\nStories: ${stories.length} × 4 modes = ${counts.checks} checks, ${counts.failed} failed` +
      `\nSnapshots: ${counts.passed} passed, ${counts.written} written, ${counts.updated} updated, ` +
      `${counts.skipped} skipped, ${failures.filter((f) => f.includes('screenshot')).length} failed` +
      `\nTime: ${seconds} s`,
  );
  if (flaky.length) console.log(`\nFlaky (failed once, passed on retry):\n${flaky.map((f) => `⚠ ${f}`).join('\n')}`);
  if (failures.length) console.log(`\nFailures:\n${failures.map((f) => `✗ ${f}`).join('\n')}`);
  writeStepReport('storybook', failures);
  exitCode = failures.length || stories.length === 0 ? 1 : 0;
} finally {
  server.close();
}
process.exit(exitCode);
