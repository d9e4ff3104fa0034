export { CallOverlay, callOverlayStatuses } from './CallOverlay';
export type { CallOverlayProps, CallOverlayLabels, CallOverlayStatus } from './CallOverlay';
