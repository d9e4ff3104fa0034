export { ThemePicker, themePickerCompactModes, themePickerValues } from './ThemePicker';
export type { ThemePickerProps, ThemePickerValue } from './ThemePicker';
