import { createIcon } from '../createIcon';

export const EyeOffIcon = /*#__PURE__*/ createIcon(
  'eyeOff',
  <>
    <path d="M10.6 5.6 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5a9.4 9.4 0 0 0 5-1.4M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="M3 3l18 18" />
  </>,
);
