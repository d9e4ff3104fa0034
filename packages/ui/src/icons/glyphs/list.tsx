import { createIcon } from '../createIcon';

export const ListIcon = /*#__PURE__*/ createIcon(
  'list',
  <>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.75" cy="6" r="1.25" fill="currentColor" stroke="none" />
    <circle cx="4.75" cy="12" r="1.25" fill="currentColor" stroke="none" />
    <circle cx="4.75" cy="18" r="1.25" fill="currentColor" stroke="none" />
  </>,
);
