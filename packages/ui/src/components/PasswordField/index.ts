export { PasswordField, passwordAutoCompletes } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
