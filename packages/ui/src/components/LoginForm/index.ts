export { LoginForm, loginFields } from './LoginForm';
export type { LoginFormProps, LoginFormCopy, LoginValues, LoginField } from './LoginForm';
