import { createIcon } from '../createIcon';

export const LockIcon = /*#__PURE__*/ createIcon(
  'lock',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
  </>,
);
