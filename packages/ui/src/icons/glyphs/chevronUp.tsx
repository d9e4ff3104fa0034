import { createIcon } from '../createIcon';

export const ChevronUpIcon = /*#__PURE__*/ createIcon('chevronUp', <path d="M5 15l7-7 7 7" />);
