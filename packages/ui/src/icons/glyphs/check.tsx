import { createIcon } from '../createIcon';

export const CheckIcon = /*#__PURE__*/ createIcon('check', <path d="M4.5 12.5l5 5 10-11" />);
