import { createIcon } from '../createIcon';

export const SearchIcon = /*#__PURE__*/ createIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);
