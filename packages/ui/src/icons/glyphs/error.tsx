import { createIcon } from '../createIcon';

export const ErrorIcon = /*#__PURE__*/ createIcon(
  'error',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
