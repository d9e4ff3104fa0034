import { createIcon } from '../createIcon';

export const BellIcon = /*#__PURE__*/ createIcon(
  'bell',
  <>
    <path d="M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);
