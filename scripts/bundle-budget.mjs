// The bundle budget (decision 0043): reads the production build of apps/web (run `pnpm build:web` first) and
// its Vite manifest, measures gzip sizes of what each route loads, prints a table and exits 1 when a budget
// is exceeded. `node scripts/bundle-budget.mjs [distDir]`; the `bundle` step of `npm test` runs it after a build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  addedWeight,
  entryKey,
  filesOf,
  lazyChunks,
  memberShellLazy,
  ON_DEMAND,
  routeWeight,
  staticClosure,
} from './lib/bundle-graph.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: run \`pnpm build:web\` first (build.manifest is on).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Budgets in kB (1,000 bytes, as Vite prints), gzip level 9. */
const BUDGETS = {
  homeJs: 130,
  loginJs: 141,
  memberJs: 175,
  memberConditionalJs: 187,
  lazyChunk: 50,
  /** The calls layer (decision 0094): what a call loads on top of the member shell. */
  callsJs: 40,
  /** Was 25 until the style files stopped carrying every component's CSS (decision 0110). */
  css: 18,
};

const sizes = new Map();
const sizeOf = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};
const kB = (bytes) => (bytes / 1000).toFixed(1);

// The member shell: the dashboard route plus the shell's own lazily loaded member code (socket, calls…) — every
// lazy chunk whose source is under src/app or src/lib, and what those load lazily in turn (socket.io-client).
// Not counted in it: the not-found page (src/app/routes/NotFoundPage.tsx), a route page like the others, and the
// parts the shell loads only on a condition most members never meet — the session ID fix prompt (on that error) and
// the reminder to verify the email (unverified members only). They get a row of their own below.
const conditional = new Set(['src/features/session/SessionFixDialog.tsx', 'src/features/auth/VerificationNotice.tsx']);
// Loaded only when a member opens them (issue 24): the story viewer and the story creator (one chunk, ≤ 50 kB with
// what it loads that the shell has not). Their own row below.
// The dashboard's stories strip (with the profile's stories thumbnail) is a lazy chunk of its own that arrives beside
// the dashboard (it renders into its slot when it comes, decision 0098); it is budgeted as a lazy part of its own.
const storyViewerCreator = ['src/features/stories/overlays.ts'];
const storiesStrip = 'src/features/stories/parts.ts';
const storyParts = new Set([...storyViewerCreator, storiesStrip]);
// Loaded on a member's action, like a route page (each is a lazy chunk with its own 50 kB budget below): the embedded
// chat a card or the profile opens, and the chat engine the shell loads only when unsent messages wait (issue 23).
const chatParts = new Set(['src/features/messages/ChatPanel.tsx', 'src/features/messages/chat.ts']);
const allShellLazy = memberShellLazy(manifest, storyParts).filter(
  (key) =>
    !/^src\/app\/routes\/[^/]*Page\.tsx$/.test(manifest[key].src ?? key) && !chatParts.has(manifest[key].src ?? key),
);
const shellLazy = allShellLazy.filter((key) => !conditional.has(manifest[key].src ?? key));

const routes = [
  { name: 'visitor home  /', sources: ['src/features/home/HomePage.tsx'], jsBudget: BUDGETS.homeJs },
  { name: 'login  /login', sources: ['src/features/auth/LoginPage.tsx'], jsBudget: BUDGETS.loginJs },
  {
    name: 'member shell  /dashboard',
    sources: ['src/features/dashboard/DashboardPage.tsx', ...shellLazy],
    jsBudget: BUDGETS.memberJs,
  },
  {
    // An unverified member who also meets the session ID error: everything above plus the conditional parts.
    name: 'member shell + conditional parts',
    sources: ['src/features/dashboard/DashboardPage.tsx', ...allShellLazy],
    jsBudget: BUDGETS.memberConditionalJs,
  },
];

const rows = [];
for (const route of routes) {
  const weight = routeWeight(manifest, route.sources, sizeOf);
  rows.push({ what: `${route.name} — JS (${weight.js.length} files)`, bytes: weight.jsBytes, budget: route.jsBudget });
  rows.push({ what: `${route.name} — CSS (${weight.css.length} files)`, bytes: weight.cssBytes, budget: BUDGETS.css });
}
{
  // The stories parts, each with what it loads beyond the member shell: the strip beside the dashboard, and the
  // viewer and the creator together once opened.
  const memberSources = routes.find((r) => r.name.startsWith('member shell  ')).sources;
  const shell = new Set(routeWeight(manifest, memberSources, sizeOf).js);
  const beyondShell = (name, sources) => {
    const extra = routeWeight(manifest, [...memberSources, ...sources], sizeOf).js.filter((file) => !shell.has(file));
    const bytes = extra.reduce((total, file) => total + sizeOf(file), 0);
    rows.push({ what: `${name} (${extra.length} files)`, bytes, budget: BUDGETS.lazyChunk });
  };
  beyondShell('stories strip, beside the dashboard', [storiesStrip]);
  beyondShell('stories viewer + creator (with the strip), on demand', [...storyViewerCreator, storiesStrip]);
}
// The calls layer loads only when a call starts or rings (decision 0094): what it adds to the member shell has its
// budget, and none of its own chunks may be in any route's first load.
const onDemand = lazyChunks(manifest).filter((key) => ON_DEMAND.test(manifest[key].src ?? key));
if (onDemand.length === 0) {
  console.error('No calls chunk (src/features/calls/…) in the manifest: the on-demand gate has nothing to measure.');
  process.exit(1);
}
const shellSources = ['src/features/dashboard/DashboardPage.tsx', ...shellLazy];
const calls = addedWeight(manifest, onDemand, shellSources, sizeOf);
rows.push({
  what: `calls layer on demand — JS added to the member shell (${calls.js.length} files)`,
  bytes: calls.jsBytes,
  budget: BUDGETS.callsJs,
});
const onDemandFiles = new Set(onDemand.map((key) => manifest[key].file));
for (const route of routes) {
  const first = routeWeight(manifest, route.sources, sizeOf).js.filter((file) => onDemandFiles.has(file));
  rows.push({ what: `${route.name} — first load holds no calls code`, bytes: first.length, budget: 0, count: true });
}
const entryFiles = filesOf(manifest, staticClosure(manifest, [entryKey(manifest)]));
for (const key of lazyChunks(manifest).sort()) {
  const chunk = manifest[key];
  const label = (chunk.src ?? key).replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '');
  rows.push({ what: `lazy chunk ${label}`, bytes: sizeOf(chunk.file), budget: BUDGETS.lazyChunk });
}

const width = Math.max(...rows.map((r) => r.what.length), 20);
console.log(`Bundle budget — gzip sizes of ${path.relative(root, dist) || dist} (kB = 1,000 bytes)\n`);
console.log(`${'what'.padEnd(width)}  ${'gzip kB'.padStart(8)}  ${'budget'.padStart(7)}  result`);
let failed = 0;
for (const row of rows) {
  const ok = row.count ? row.bytes <= row.budget : row.bytes <= row.budget * 1000;
  if (!ok) failed += 1;
  // Near a budget, kB hides what is left: the bytes are shown within 1 kB of it.
  const near = !row.count && Math.abs(row.budget * 1000 - row.bytes) < 1000;
  const shown = row.count ? `${row.bytes} files` : near ? `${row.bytes} B` : kB(row.bytes);
  console.log(
    `${row.what.padEnd(width)}  ${shown.padStart(8)}  ${String(row.budget).padStart(7)}  ${ok ? 'ok' : 'OVER'}`,
  );
}
console.log(
  `\nEntry chunk and its static imports: ${entryFiles.js.map((f) => `${path.basename(f)} ${kB(sizeOf(f))}`).join(', ')}`,
);
if (failed) {
  console.error(`\n${failed} budget(s) exceeded (decision 0043).`);
  process.exit(1);
}
console.log('\nAll budgets met.');
