export { ResetPasswordForm, resetPasswordStates } from './ResetPasswordForm';
export type {
  ResetPasswordFormProps,
  ResetPasswordFormCopy,
  ResetPasswordValues,
  ResetPasswordState,
} from './ResetPasswordForm';
