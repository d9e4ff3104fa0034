import { createIcon } from '../createIcon';

export const UnlockIcon = /*#__PURE__*/ createIcon(
  'unlock',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8 10.5V8a4 4 0 0 1 7.7-1.5M12 14.5v2.5" />
  </>,
);
