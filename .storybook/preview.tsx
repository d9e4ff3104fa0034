import type { Decorator, Preview } from '@storybook/react-vite';
import { isLocale, type Theme } from '@kindred/core';
import { UiProvider } from '@kindred/ui';
import '@kindred/ui/fonts';
import { allModes } from './modes.ts';
import { latinWordsOf, storyCopy } from '../packages/ui/src/storybook/storyCopy';

const withUi: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <UiProvider locale={locale} theme={theme}>
      <div data-kd-story-root style={{ padding: 16, minBlockSize: '100%' }}>
        <Story />
      </div>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withUi],
  initialGlobals: { locale: 'en', theme: 'light' },
  globalTypes: {
    locale: {
      description: 'Language and reading direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'he', title: 'עברית (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
    // The Storybook run fails on Latin words in a Hebrew story; only the mixed-direction stress copy (a café's
    // name and WhatsApp inside a Hebrew sentence) may have them. A story adds its own with the same parameter.
    kindred: { latinAllowed: latinWordsOf(storyCopy('he').mixed) },
    // Chromatic (networked CI only): snapshot every story in the four modes.
    chromatic: { modes: allModes, pauseAnimationAtEnd: true },
  },
};

export default preview;
