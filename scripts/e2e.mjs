// `pnpm e2e` (and the e2e step of `npm test`): the end-to-end journeys in two passes (decision 0236).
//   1. every journey but the solo ones, on E2E_WORKERS workers (default 1: see the decision), each with a server of its own;
//   2. the solo journeys (a video call's media, a server restart), on one worker, with the machine to themselves.
// With E2E_WORKERS=1 (the default), or when journeys are named on the command line, one pass runs what was asked.
// Arguments are passed to `playwright test`.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const named = args.some((a) => !a.startsWith('-'));
// One worker by default: the 2-worker run of 2026-11-29 failed journeys that depend on what ran before them (0236).
const workers = Math.max(1, Number(process.env.E2E_WORKERS || 1));

function pass(label, env) {
  const started = Date.now();
  console.log(`\n── e2e ${label}`);
  const result = spawnSync('pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `── e2e ${label}: ${result.status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return result.status === 0;
}

let ok;
if (workers === 1 || named) {
  ok = pass(`on ${workers} worker${workers > 1 ? 's' : ''}`, { E2E_WORKERS: String(workers) });
} else {
  // Both passes run even when the first fails, so one run reports every failing journey.
  const shared = pass(`journeys side by side on ${workers} workers`, {
    E2E_WORKERS: String(workers),
    E2E_PASS: 'shared',
  });
  const solo = pass('solo journeys on one worker', { E2E_WORKERS: '1', E2E_PASS: 'solo' });
  ok = shared && solo;
}
process.exit(ok ? 0 : 1);
