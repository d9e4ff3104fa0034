// `pnpm e2e` (and the e2e step of `npm test`): the end-to-end journeys in two passes (decision 0236).
//   1. every journey but the solo ones, on E2E_WORKERS workers (default 2), each with a server of its own;
//   2. the solo journeys (a video call's media, a server restart), on one worker, with the machine to themselves.
// With E2E_WORKERS=1, or when journeys are named on the command line, one pass runs what was asked.
// Arguments are passed to `playwright test`.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const named = args.some((a) => !a.startsWith('-'));
// Two workers by default (decision 0236): the journeys take their own seeded members (e2e/member-helpers.ts).
// Journeys named on the command line run on one unless E2E_WORKERS says otherwise.
const workers = Math.max(1, Number(process.env.E2E_WORKERS || (named ? 1 : 2)));

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
