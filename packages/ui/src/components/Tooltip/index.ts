export { Tooltip, tooltipSides } from './Tooltip';
export type { TooltipProps, TooltipSide } from './Tooltip';
