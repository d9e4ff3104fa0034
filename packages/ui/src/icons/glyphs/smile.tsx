import { createIcon } from '../createIcon';

export const SmileIcon = /*#__PURE__*/ createIcon(
  'smile',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="9" cy="10" r="1.1" fill="currentColor" stroke="none" />
    <circle cx="15" cy="10" r="1.1" fill="currentColor" stroke="none" />
    <path d="M8.3 14.3c1.9 2.3 5.5 2.3 7.4 0" />
  </>,
);
