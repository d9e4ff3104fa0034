import { createIcon } from '../createIcon';

export const MoonIcon = /*#__PURE__*/ createIcon(
  'moon',
  <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" />,
);
