import { createIcon } from '../createIcon';

export const SendIcon = /*#__PURE__*/ createIcon(
  'send',
  <>
    <path d="M3.5 4.5 21 12 3.5 19.5 6.2 12 3.5 4.5Z" />
    <path d="M6.2 12H12" />
  </>,
);
