import { createIcon } from '../createIcon';

export const EyeIcon = /*#__PURE__*/ createIcon(
  'eye',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
