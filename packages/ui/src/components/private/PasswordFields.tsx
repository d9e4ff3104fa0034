import type { ReactNode } from 'react';
import { PasswordField } from '../PasswordField/PasswordField';

export interface PasswordFieldsCopy {
  password: string;
  showPassword: string;
  hidePassword: string;
  /** For a new password: its rules, shown under it. */
  passwordHint?: string;
  /** For a new password: the label of the field that repeats it. */
  confirmPassword?: string;
}

export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

export interface PasswordFieldsProps {
  copy: PasswordFieldsCopy;
  /** `current`: the one password that signs in; `new`: a new password with its rules, then typed again. */
  purpose: 'current' | 'new';
  errors?: Partial<Record<keyof PasswordValues, ReactNode>>;
  /** Controlled values (the registration wizard); without them the form reads the fields by name. */
  values?: PasswordValues;
  onChange?: (patch: Partial<PasswordValues>) => void;
  defaultPassword?: string;
}

/**
 * The password block of the sign-in, registration and reset forms: fields named `password` (and `confirmPassword`
 * for a new one), required, with the show/hide toggle and the browser's matching autocomplete.
 */
export function PasswordFields({ copy, purpose, errors = {}, values, onChange, defaultPassword }: PasswordFieldsProps) {
  const toggle = { showLabel: copy.showPassword, hideLabel: copy.hidePassword };
  const isNew = purpose === 'new';
  return (
    <>
      <PasswordField
        {...toggle}
        label={copy.password}
        name="password"
        autoComplete={isNew ? 'new-password' : 'current-password'}
        hint={isNew ? copy.passwordHint : undefined}
        value={values?.password}
        defaultValue={defaultPassword}
        onChange={onChange && ((password) => onChange({ password }))}
        error={errors.password}
        required
      />
      {isNew ? (
        <PasswordField
          {...toggle}
          label={copy.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          value={values?.confirmPassword}
          onChange={onChange && ((confirmPassword) => onChange({ confirmPassword }))}
          error={errors.confirmPassword}
          required
        />
      ) : null}
    </>
  );
}
PasswordFields.displayName = 'PasswordFields';
