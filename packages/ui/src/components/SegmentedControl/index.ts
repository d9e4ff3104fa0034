export { SegmentedControl, segmentedSizes } from './SegmentedControl';
export type { SegmentedControlProps, SegmentedOption } from './SegmentedControl';
