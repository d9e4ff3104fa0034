export { Switch, switchLabelPositions } from './Switch';
export type { SwitchProps, SwitchLabelPosition } from './Switch';
