import { GlobeIcon } from '../../icons/icons';
import { Picker, type PickerCompactMode, type PickerOption } from '../private/Picker';

export { pickerCompactModes as languagePickerCompactModes } from '../private/Picker';

export interface LanguagePickerProps<V extends string = string> {
  /** Accessible name, e.g. "Language". */
  label: string;
  value: V;
  /** Each language named in itself, with its `lang` (English / עברית). */
  options: readonly PickerOption<V>[];
  onChange: (value: V) => void;
  /** mobile (default): only the globe under 1024 px (phones and tablets); always: only the globe; never: globe and name. */
  compact?: PickerCompactMode;
  'data-testid'?: string;
}

/** The interface language switch of the header (docs/product/settings.md "Language and theme"). */
export function LanguagePicker<V extends string = string>({
  label,
  value,
  options,
  onChange,
  compact = 'mobile',
  ...dom
}: LanguagePickerProps<V>) {
  return (
    <Picker
      name="language"
      label={label}
      value={value}
      options={options}
      onChange={onChange}
      compact={compact}
      icon={<GlobeIcon size="sm" />}
      testId={dom['data-testid']}
    />
  );
}
LanguagePicker.displayName = 'LanguagePicker';
