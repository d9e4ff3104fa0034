import { createIcon } from '../createIcon';

export const UsersIcon = /*#__PURE__*/ createIcon(
  'users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.7-3.4 3.3-5.5 6.5-5.5s5.8 2.1 6.5 5.5" />
    <path d="M15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 14.8c1.9.8 3.1 2.6 3.5 5.2" />
  </>,
);
