import { createIcon } from '../createIcon';

export const ImageIcon = /*#__PURE__*/ createIcon(
  'image',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="8.5" cy="9.5" r="1.8" />
    <path d="M21 15.5l-5-5L5 20" />
  </>,
);
