import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    // The same Vite config (and so the same vanilla-extract plugin) as Vitest and the web app.
    options: { builder: { viteConfigPath: fileURLToPath(new URL('../packages/ui/vite.config.ts', import.meta.url)) } },
  },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
