export { ForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordFormCopy } from './ForgotPasswordForm';
