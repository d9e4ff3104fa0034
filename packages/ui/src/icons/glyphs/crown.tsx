import { createIcon } from '../createIcon';

export const CrownIcon = /*#__PURE__*/ createIcon(
  'crown',
  <>
    <path d="M3.5 8l4.5 4 4-6.5 4 6.5 4.5-4-1.8 10H5.3L3.5 8Z" />
    <path d="M5.5 20.5h13" />
  </>,
);
