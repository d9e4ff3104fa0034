import { defineConfig } from 'vitest/config';
import { kindredPlugins } from './vite.shared.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: kindredPlugins(),
        test: {
          name: 'ui',
          root: './packages/ui',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // One jsdom and one module graph per worker, not per file (decision 0245): the components are stateless,
          // their tests mock no module and restore the timers they fake, and every test's render is cleaned up.
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        plugins: kindredPlugins(),
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // Two files at a time (Vitest's default is one on two cores). Isolated: the app's tests mock modules
          // (vi.mock) and set up i18n, which a shared module graph would carry from one file into the next (0245).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // A migrated embedded database folder and PostgreSQL template, made once per run (decision 0235).
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Two files at a time: each boots its own servers on its own databases (a fresh PostgreSQL database per
          // file, PGlite in its own folder, Redis keys under the node's namespace), so files share nothing but the
          // machine; on two cores this takes the step from about 6 to under 4 minutes (decision 0161).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/types/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
