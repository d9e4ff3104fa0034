import { MoonIcon, SunIcon } from '../../icons/icons';
import { Picker, type PickerCompactMode } from '../private/Picker';

export { pickerCompactModes as themePickerCompactModes } from '../private/Picker';
export const themePickerValues = ['light', 'dark', 'system'] as const;
export type ThemePickerValue = (typeof themePickerValues)[number];

export interface ThemePickerProps {
  /** Accessible name, e.g. "Theme". */
  label: string;
  value: ThemePickerValue;
  /** Labels of light, dark and system. */
  labels: Record<ThemePickerValue, string>;
  /** The theme in effect (what 'system' resolves to), for the icon. */
  resolved: 'light' | 'dark';
  onChange: (value: ThemePickerValue) => void;
  compact?: PickerCompactMode;
  'data-testid'?: string;
}

/** Light, dark or system (spec 002 "Language and theme"); applied by the app at once. */
export function ThemePicker({
  label,
  value,
  labels,
  resolved,
  onChange,
  compact = 'mobile',
  ...dom
}: ThemePickerProps) {
  return (
    <Picker
      name="theme"
      label={label}
      value={value}
      options={themePickerValues.map((v) => ({ value: v, label: labels[v] }))}
      onChange={onChange}
      compact={compact}
      icon={resolved === 'dark' ? <MoonIcon size="sm" /> : <SunIcon size="sm" />}
      testId={dom['data-testid']}
    />
  );
}
ThemePicker.displayName = 'ThemePicker';
