import { createIcon } from '../createIcon';

export const ChevronDownIcon = /*#__PURE__*/ createIcon('chevronDown', <path d="M5 9l7 7 7-7" />);
