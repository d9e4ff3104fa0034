// Lint for the whole workspace. The import boundaries encode the one-way flow of the house:
// core ← ui ← web, and core ← server. ui never imports app plumbing (state, i18n, socket, HTTP).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Node built-ins by exact name (a gitignore-style pattern would also match relative folders like ./net). */
const nodeBuiltins = [
  'fs',
  'fs/promises',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'net',
  'child_process',
  'stream',
  'url',
  'util',
  'events',
  'buffer',
  'worker_threads',
];
const appPlumbing = [
  'jotai',
  'jotai/*',
  'jotai-*',
  'i18next',
  'i18next-*',
  'react-i18next',
  'socket.io-client',
  'ofetch',
  'react-router',
  'react-router-dom',
];

const boundary = (message, patterns, paths = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: patterns, message }], paths: paths.map((name) => ({ name, message })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/.data/**',
      '**/.test-data/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.es2023 } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: boundary(
      'packages/core is framework-free: no React, DOM-bound or Node-only modules, and no other Kindred package.',
      ['react', 'react-*', 'react/*', '@kindred/ui', '@kindred/web', '@kindred/server', 'node:*', ...appPlumbing],
      nodeBuiltins,
    ),
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: boundary(
      'packages/ui is stateless design system: no app state, i18n, socket or HTTP code, and no app imports.',
      [...appPlumbing, '@kindred/web', '@kindred/server', '**/apps/**'],
    ),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: boundary('apps/web talks to the server over HTTP and the socket only.', [
      '@kindred/server',
      '**/apps/server/**',
    ]),
  },
  {
    // A style file evaluated with the barrel lists every component's stylesheet as its own (decision 0110).
    files: ['apps/web/src/**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kindred/server', '**/apps/server/**'],
              message: 'apps/web talks to the server over HTTP and the socket only.',
            },
          ],
          paths: [
            {
              name: '@kindred/ui',
              message:
                "Style files import the theme from '@kindred/ui/theme': through the barrel every component's CSS becomes this file's (decision 0110).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: boundary('apps/server depends on @kindred/core only.', [
      '@kindred/ui',
      '@kindred/web',
      'react',
      'react-dom',
      '**/packages/ui/**',
      '**/apps/web/**',
    ]),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'e2e/**/*.ts',
      '*.config.{js,ts}',
      '.storybook/*.ts',
      'vite.shared.ts',
      'apps/*/vite.config.ts',
      'apps/web/build/**/*.{ts,mjs}',
      'packages/*/vite.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
