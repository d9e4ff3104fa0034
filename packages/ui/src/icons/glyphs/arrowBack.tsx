import { createIcon } from '../createIcon';

export const ArrowBackIcon = /*#__PURE__*/ createIcon('arrowBack', <path d="M20 12H4.5M10.5 6l-6 6 6 6" />);
