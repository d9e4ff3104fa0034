import { createIcon } from '../createIcon';

export const FlagIcon = /*#__PURE__*/ createIcon(
  'flag',
  <>
    <path d="M5 21V4" />
    <path d="M5 4.5h12l-2.5 4 2.5 4H5" />
  </>,
);
