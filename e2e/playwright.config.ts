import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { dataDirOf, pass, portOf, soloJourneys, workerPort, workers } from './servers';

const root = path.resolve(import.meta.dirname, '..');

/**
 * End-to-end journeys in Debian's Chromium against the real server (`npm start`'s entry point) serving
 * the built web app and the API on one port, with a fresh embedded database per run.
 *
 * E2E_WORKERS workers, each with a server of its own (decision 0205): worker n's journeys go to E2E_PORT + n, a server with
 * its own data folder and its own seeded demo members, so a like, block or upgrade in one worker's journey never
 * shows in the other's. This file is loaded again in every worker, where `workerPort()` names that worker's server
 * and `baseURL` — applied to every context and request a journey opens — points at it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: pass === 'solo' ? soloJourneys : '**/*.e2e.ts',
  ...(pass === 'shared' ? { testIgnore: soloJourneys } : {}),
  outputDir: path.join(root, 'test-results/e2e'),
  fullyParallel: false,
  workers,
  // On CI a journey that fails is run once more; one that then passes is listed as "flaky" in the log and is a
  // bug to fix (decision 0070). Locally nothing is retried, so a flake shows up where it is being worked on.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${workerPort()}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        // Call media between two pages of this machine (e2e/calls.e2e.ts keeps only 127.0.0.1 candidates).
        '--allow-loopback-in-peer-connection',
        '--disable-features=WebRtcHideLocalIpsWithMdns',
      ],
    },
  },
  // One fresh server per worker (a data folder per port, so runs on different ports never share or delete each
  // other's database).
  webServer: Array.from({ length: workers }, (_, index) => {
    const port = portOf(index);
    const dataDir = dataDirOf(port);
    return {
      command: `rm -rf "${dataDir}" && node --import tsx apps/server/src/main.ts`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        KINDRED_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The member journeys sign in as seeded demo members (e2e/member-helpers.ts); E2E_SEED_DEMO=0 skips the seed.
        SEED_DEMO: process.env.E2E_SEED_DEMO ?? '1',
        RATE_LIMIT_MULTIPLIER: '100',
        // Short enough that a journey's pause closes the idle database connection (idle.e2e.ts).
        DATABASE_POOL_IDLE_MS: '2000',
      },
    };
  }),
});
