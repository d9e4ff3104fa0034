export { RangeSlider, AGE_RANGE } from './RangeSlider';
export type { RangeSliderProps } from './RangeSlider';
