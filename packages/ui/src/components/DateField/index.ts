export { DateField, latestBirthDate } from './DateField';
export type { DateFieldProps } from './DateField';
