export { TextArea, textAreaCounterStates, counterState } from './TextArea';
export type { TextAreaProps, TextAreaCounterState } from './TextArea';
