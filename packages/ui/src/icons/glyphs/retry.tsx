import { createIcon } from '../createIcon';

export const RetryIcon = /*#__PURE__*/ createIcon(
  'retry',
  <>
    <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
    <path d="M19.5 4.5v4h-4" />
  </>,
);
