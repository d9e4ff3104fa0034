import { createIcon } from '../createIcon';

export const MinusIcon = /*#__PURE__*/ createIcon('minus', <path d="M5 12h14" />);
