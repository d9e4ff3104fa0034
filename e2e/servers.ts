// The suite's servers: one per Playwright worker, so two journeys running at once never share a database (decision
// 0205). Worker n (its parallel index, 0…workers-1) talks to the server on E2E_PORT + n, whose data folder — embedded
// database, mail outbox and uploads — is `.test-data/e2e-<port>` and whose demo members were seeded for it alone.
// A worker that replaces a failed one keeps its parallel index, and so its server.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The first server's port; the others follow it. */
export const basePort = Number(process.env.E2E_PORT || 5181);

/**
 * Which journeys this run holds (decision 0236): `shared` — all but the solo ones, side by side on E2E_WORKERS
 * workers; `solo` — only the solo ones, on one worker; unset — all of them. `scripts/e2e.mjs` runs the two passes.
 */
export const pass = process.env.E2E_PASS as 'shared' | 'solo' | undefined;

/**
 * Journeys that run with the machine to themselves: a video call's encoded media between two pages, and a server
 * of the journey's own started, stopped and started again. Beside another worker on two cores their timings fail.
 */
export const soloJourneys = ['**/calls.e2e.ts', '**/chat-restart.e2e.ts'];

/**
 * Workers, and so servers: E2E_WORKERS (one when unset, as `playwright test` alone runs; `scripts/e2e.mjs` asks for
 * two). The solo pass always has one.
 */
export const workers = pass === 'solo' ? 1 : Math.max(1, Number(process.env.E2E_WORKERS || 1));

export const portOf = (parallelIndex: number) => basePort + parallelIndex;

export const dataDirOf = (port: number) => path.join(root, `.test-data/e2e-${port}`);

/**
 * This worker's server port. Playwright sets TEST_PARALLEL_INDEX in a worker before it loads the config and the
 * journeys; in the runner process (which only starts the servers) it is unset and this is the first port.
 */
export const workerPort = () => portOf(Number(process.env.TEST_PARALLEL_INDEX || 0));
