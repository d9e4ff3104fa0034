import { createIcon } from '../createIcon';

export const SunIcon = /*#__PURE__*/ createIcon(
  'sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M18.80 12.00L21.30 12.00M16.81 16.81L18.58 18.58M12.00 18.80L12.00 21.30M7.19 16.81L5.42 18.58M5.20 12.00L2.70 12.00M7.19 7.19L5.42 5.42M12.00 5.20L12.00 2.70M16.81 7.19L18.58 5.42" />
  </>,
);
