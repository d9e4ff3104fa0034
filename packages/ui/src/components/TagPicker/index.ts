export { TagPicker, collapsedOptions, toggleTag } from './TagPicker';
export type { TagPickerProps, TagOption } from './TagPicker';
