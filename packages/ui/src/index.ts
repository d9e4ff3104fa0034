export { vars, themeClassNames, lightTokens, darkTokens } from './theme';
export type { ThemeTokens } from './theme';
export { UiProvider, applyDocumentAppearance } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
export * from './components/Button';
export * from './icons';
