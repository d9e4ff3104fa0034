import { createIcon } from '../createIcon';

export const BlockIcon = /*#__PURE__*/ createIcon(
  'block',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </>,
);
