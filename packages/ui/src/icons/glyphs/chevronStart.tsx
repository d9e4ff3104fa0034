import { createIcon } from '../createIcon';

export const ChevronStartIcon = /*#__PURE__*/ createIcon('chevronStart', <path d="M15 5l-7 7 7 7" />);
