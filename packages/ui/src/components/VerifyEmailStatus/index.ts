export { VerifyEmailStatus, verifyEmailStates } from './VerifyEmailStatus';
export type { VerifyEmailStatusProps, VerifyEmailState, VerifyEmailAction } from './VerifyEmailStatus';
