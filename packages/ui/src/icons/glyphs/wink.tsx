import { createIcon } from '../createIcon';

export const WinkIcon = /*#__PURE__*/ createIcon(
  'wink',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="9" cy="10" r="1.25" fill="currentColor" stroke="none" />
    <path d="M14 10.3c.7-.7 2-.7 2.6 0" />
    <path d="M8.3 14.3c1.9 2.3 5.5 2.3 7.4 0" />
  </>,
);
