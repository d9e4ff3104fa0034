export { LanguagePicker, languagePickerCompactModes } from './LanguagePicker';
export type { LanguagePickerProps } from './LanguagePicker';
