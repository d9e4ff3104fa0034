export { LoginForm, loginFields, loginFormCopy } from './LoginForm';
export type { LoginFormProps, LoginFormCopy, LoginValues, LoginField } from './LoginForm';
