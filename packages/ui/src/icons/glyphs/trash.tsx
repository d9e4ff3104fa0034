import { createIcon } from '../createIcon';

export const TrashIcon = /*#__PURE__*/ createIcon(
  'trash',
  <>
    <path d="M4 7h16M9.5 7V4.5h5V7" />
    <path d="M6 7l1 12.5A1.5 1.5 0 0 0 8.5 21h7a1.5 1.5 0 0 0 1.5-1.5L18 7" />
    <path d="M10 11v6M14 11v6" />
  </>,
);
