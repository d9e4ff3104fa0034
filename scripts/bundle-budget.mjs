// The bundle budget (decision 0043): reads the production build of apps/web (run `pnpm build:web` first) and
// its Vite manifest, measures gzip sizes of what each route loads, prints a table and exits 1 when a budget
// is exceeded. `node scripts/bundle-budget.mjs [distDir]`; the `bundle` step of `npm test` runs it after a build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { entryKey, filesOf, lazyChunks, memberShellLazy, routeWeight, staticClosure } from './lib/bundle-graph.mjs';

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
  loginJs: 140,
  memberJs: 175,
  memberConditionalJs: 185,
  lazyChunk: 50,
  css: 25,
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
// Loaded on a member's action, like a route page (each is a lazy chunk with its own 50 kB budget below): the embedded
// chat a card or the profile opens, and the chat engine the shell loads only when unsent messages wait (issue 23).
const onDemand = new Set(['src/features/messages/ChatPanel.tsx', 'src/features/messages/chat.ts']);
const allShellLazy = memberShellLazy(manifest).filter(
  (key) =>
    !/^src\/app\/routes\/[^/]*Page\.tsx$/.test(manifest[key].src ?? key) && !onDemand.has(manifest[key].src ?? key),
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
  const ok = row.bytes <= row.budget * 1000;
  if (!ok) failed += 1;
  console.log(
    `${row.what.padEnd(width)}  ${kB(row.bytes).padStart(8)}  ${String(row.budget).padStart(7)}  ${ok ? 'ok' : 'OVER'}`,
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
