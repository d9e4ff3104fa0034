export { SupportForm, supportFields } from './SupportForm';
export type { SupportFormProps, SupportFormCopy, SupportValues, SupportField } from './SupportForm';
