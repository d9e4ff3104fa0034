import { createIcon } from '../createIcon';

export const InfoIcon = /*#__PURE__*/ createIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5" />
    <circle cx="12" cy="7.9" r="1.15" fill="currentColor" stroke="none" />
  </>,
);
