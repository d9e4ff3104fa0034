import { createIcon } from '../createIcon';

export const ArrowForwardIcon = /*#__PURE__*/ createIcon('arrowForward', <path d="M4 12h15.5M13.5 6l6 6-6 6" />);
