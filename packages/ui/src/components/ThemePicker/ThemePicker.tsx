import { MoonIcon, SunIcon } from '../../icons/icons';
import { Picker, type PickerCompactMode } from '../private/Picker';
import * as styles from './ThemePicker.css';

export { pickerCompactModes as themePickerCompactModes } from '../private/Picker';
export const themePickerValues = ['light', 'dark', 'system'] as const;
export type ThemePickerValue = (typeof themePickerValues)[number];

export interface ThemePickerProps {
  /** Accessible name, e.g. "Theme". */
  label: string;
  value: ThemePickerValue;
  /** Labels of light, dark and system. */
  labels: Record<ThemePickerValue, string>;
  onChange: (value: ThemePickerValue) => void;
  compact?: PickerCompactMode;
  'data-testid'?: string;
}

/**
 * Light, dark or system (docs/product/settings.md "Language and theme"); applied by the app at once. The icon shows the theme in
 * effect: both are drawn and the page's theme class picks one, so a page prerendered in one theme and opened in
 * the other (the system's) matches what the app renders — no hydration mismatch.
 */
export function ThemePicker({ label, value, labels, onChange, compact = 'mobile', ...dom }: ThemePickerProps) {
  return (
    <Picker
      name="theme"
      label={label}
      value={value}
      options={themePickerValues.map((v) => ({ value: v, label: labels[v] }))}
      onChange={onChange}
      compact={compact}
      icon={
        <>
          <span className={styles.light}>
            <SunIcon size="sm" />
          </span>
          <span className={styles.dark}>
            <MoonIcon size="sm" />
          </span>
        </>
      }
      testId={dom['data-testid']}
    />
  );
}
ThemePicker.displayName = 'ThemePicker';
