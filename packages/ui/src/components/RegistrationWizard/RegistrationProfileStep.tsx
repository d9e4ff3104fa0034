import { Combobox } from '../Combobox/Combobox';
import { DateField } from '../DateField/DateField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import * as styles from './RegistrationWizard.css';
import type { RegistrationDate, RegistrationOptions, RegistrationStepProps } from './types';

export interface RegistrationProfileStepProps extends RegistrationStepProps {
  options: Pick<RegistrationOptions, 'identity' | 'cities' | 'cityFilter'>;
  date: RegistrationDate;
}

/**
 * Step 2, Profile: date of birth (at most 18 years ago), who you are, and the city with suggestions once more
 * than one character is typed (docs/product/accounts.md step 2).
 */
export function RegistrationProfileStep({
  values,
  errors,
  onChange,
  copy,
  options,
  date,
}: RegistrationProfileStepProps) {
  return (
    <div className={styles.fields}>
      <DateField
        label={copy.dateOfBirth}
        name="dateOfBirth"
        hint={copy.dateOfBirthHint}
        value={values.dateOfBirth}
        onChange={(dateOfBirth) => onChange({ dateOfBirth })}
        locale={date.locale}
        partLabels={date.partLabels}
        max={date.max}
        min={date.min}
        error={errors.dateOfBirth}
        autoComplete="bday"
        required
      />
      <RadioGroup
        label={copy.iAm}
        name="iAm"
        orientation="horizontal"
        options={options.identity}
        value={values.iAm}
        onValueChange={(iAm) => onChange({ iAm })}
        error={errors.iAm}
        required
      />
      <Combobox
        label={copy.location}
        name="location"
        options={options.cities}
        filter={options.cityFilter}
        minChars={2}
        placeholder={copy.locationPlaceholder}
        hint={copy.locationHint}
        emptyText={copy.noCities}
        value={values.location}
        onValueChange={(location) => onChange({ location })}
        onSelect={(location) => onChange({ location })}
        error={errors.location}
        maxLength={100}
        required
      />
    </div>
  );
}
RegistrationProfileStep.displayName = 'RegistrationProfileStep';
