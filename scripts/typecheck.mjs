// Typechecks every workspace package with its own tsconfig (each has its own lib/types boundary:
// packages/core sees neither DOM nor Node globals).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/core/tsconfig.json',
  'packages/ui/tsconfig.json',
  'apps/web/tsconfig.json',
  'apps/server/tsconfig.json',
  'tsconfig.tools.json',
];
let failed = false;
for (const project of projects) {
  const started = Date.now();
  const r = spawnSync('pnpm', ['exec', 'tsc', '-p', project], { stdio: 'inherit' });
  const ok = r.status === 0;
  console.log(`${ok ? '✓' : '✗'} tsc -p ${project} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failed = true;
}
process.exit(failed ? 1 : 0);
