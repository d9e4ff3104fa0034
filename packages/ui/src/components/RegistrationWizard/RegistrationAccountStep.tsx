import { PasswordFields } from '../private/PasswordFields';
import { TextField } from '../TextField/TextField';
import * as styles from './RegistrationWizard.css';
import type { RegistrationStepProps } from './types';

/** Step 1, Account: nickname, email, password and its confirmation (docs/product/accounts.md step 1). */
export function RegistrationAccountStep({ values, errors, onChange, copy }: RegistrationStepProps) {
  return (
    <div className={styles.fields}>
      <TextField
        label={copy.nickname}
        name="nickname"
        autoComplete="nickname"
        hint={copy.nicknameHint}
        value={values.nickname}
        onChange={(nickname) => onChange({ nickname })}
        error={errors.nickname}
        maxLength={50}
        required
      />
      <TextField
        label={copy.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(email) => onChange({ email })}
        error={errors.email}
        required
      />
      <PasswordFields
        purpose="new"
        copy={copy}
        values={values}
        onChange={onChange}
        errors={{ password: errors.password, confirmPassword: errors.confirmPassword }}
      />
    </div>
  );
}
RegistrationAccountStep.displayName = 'RegistrationAccountStep';
