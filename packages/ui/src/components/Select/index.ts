export { Select, selectPositions } from './Select';
export type { SelectProps, SelectOption } from './Select';
