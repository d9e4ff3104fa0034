export { AuthErrorPanel } from './AuthErrorPanel';
export type { AuthErrorPanelProps } from './AuthErrorPanel';
