export { TagPicker, toggleTag } from './TagPicker';
export type { TagPickerProps, TagOption } from './TagPicker';
