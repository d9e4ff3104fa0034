import { createIcon } from '../createIcon';

export const LogoutIcon = /*#__PURE__*/ createIcon(
  'logout',
  <>
    <path d="M9.5 20.5H6A2.5 2.5 0 0 1 3.5 18V6A2.5 2.5 0 0 1 6 3.5h3.5" />
    <path d="M16 16.5l4.5-4.5L16 7.5M20.5 12H9.5" />
  </>,
);
