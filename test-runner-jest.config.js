import { getJestConfig } from '@storybook/test-runner';

// Ejected so the runner uses Debian's Chromium (playwright's own browser download cannot run here).
const testRunnerConfig = getJestConfig();
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  maxWorkers: Number(process.env.STORYBOOK_TEST_WORKERS || 2),
  testTimeout: 120_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
        ],
      },
    },
  },
};
