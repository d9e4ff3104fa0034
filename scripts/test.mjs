// `npm test`: install what is missing, then run every suite — typecheck, lint, unit (core with coverage,
// ui, web), server integration (PGlite and PostgreSQL; Redis), the bundle budget on a production build,
// Storybook (smoke, play, axe, image snapshots in en/he × light/dark) and end-to-end journeys. `npm test -- --only unit,server` runs a subset.
import { ensureChromium, ensurePnpm, installWorkspace, run } from './lib/tooling.mjs';
import { readStepReport } from './lib/step-report.mjs';

const onlyArg = process.argv.find((a) => a.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.split('=')[1] ?? process.argv[process.argv.indexOf(onlyArg) + 1] ?? '').split(',')
  : null;

const pnpm = ensurePnpm();
installWorkspace(pnpm);

const steps = [
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'lint', args: ['lint'] },
  { name: 'unit', args: ['exec', 'vitest', 'run', '--project', 'core', '--coverage'] },
  { name: 'unit', args: ['exec', 'vitest', 'run', '--project', 'ui', '--project', 'web'] },
  { name: 'server', args: ['exec', 'vitest', 'run', '--project', 'server'] },
  { name: 'bundle', args: ['bundle:check'] },
  { name: 'storybook', args: ['test:storybook'], browser: true },
  { name: 'e2e', args: ['test:e2e'], browser: true },
].filter((s) => !only || only.includes(s.name));

if (steps.some((s) => s.browser) && !ensureChromium()) process.exit(1);

const results = [];
for (const step of steps) {
  // The bundle step built the web app a moment ago: the end-to-end journeys use that build instead of a second one.
  if (step.name === 'e2e' && results.some((r) => r.name === 'bundle' && r.ok)) {
    step.args = ['e2e'];
  }
  const started = Date.now();
  console.log(`\n━━ ${step.name}: pnpm ${step.args.join(' ')}`);
  const status = run(pnpm, step.args);
  results.push({ ...step, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━ Summary');
for (const r of results)
  console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(10)} pnpm ${r.args.join(' ')}  (${r.seconds.toFixed(1)} s)`);
for (const r of results.filter((x) => !x.ok)) {
  const report = readStepReport(r.name);
  if (report) console.log(`\n${r.name} failures:\n${report}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`Suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
