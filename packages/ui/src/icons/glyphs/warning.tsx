import { createIcon } from '../createIcon';

export const WarningIcon = /*#__PURE__*/ createIcon(
  'warning',
  <>
    <path d="M10.3 4.2 2.6 17.7a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5V14" />
    <circle cx="12" cy="17.2" r="1.15" fill="currentColor" stroke="none" />
  </>,
);
