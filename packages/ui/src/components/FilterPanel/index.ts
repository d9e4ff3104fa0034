export { FilterPanel, filterToggles } from './FilterPanel';
export type { FilterPanelLabels, FilterPanelProps, FilterValues } from './FilterPanel';
