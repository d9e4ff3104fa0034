import { defineConfig } from 'vite';
import { kindredPlugins } from '../../vite.shared.ts';

// Loaded by Storybook (.storybook/main.ts) so stories compile vanilla-extract exactly as the app does.
export default defineConfig({ plugins: kindredPlugins() });
