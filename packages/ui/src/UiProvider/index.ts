export { UiProvider, applyDocumentAppearance } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
