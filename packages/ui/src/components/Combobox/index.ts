export { Combobox, defaultFilter } from './Combobox';
export type { ComboboxProps } from './Combobox';
