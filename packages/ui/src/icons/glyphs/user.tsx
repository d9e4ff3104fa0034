import { createIcon } from '../createIcon';

export const UserIcon = /*#__PURE__*/ createIcon(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c.8-3.8 4-6 8-6s7.2 2.2 8 6" />
  </>,
);
