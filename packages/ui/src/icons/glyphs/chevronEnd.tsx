import { createIcon } from '../createIcon';

export const ChevronEndIcon = /*#__PURE__*/ createIcon('chevronEnd', <path d="M9 5l7 7-7 7" />);
