export { Tabs, tabsActivationModes } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';
