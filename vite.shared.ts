// The one place the Vite plugins for Kindred's React + vanilla-extract code are declared.
// Storybook (.storybook/main.ts), Vitest (vitest.config.ts) and the web app (apps/web/vite.config.ts)
// all load them from here so a story, a test and the app compile styles identically.
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { PluginOption } from 'vite';

export function kindredPlugins(): PluginOption[] {
  return [react(), vanillaExtractPlugin({ identifiers: 'debug' })];
}
