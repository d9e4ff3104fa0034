export { ProgressBar, progressTones, progressSizes } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
