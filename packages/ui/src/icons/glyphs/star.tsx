import { createIcon } from '../createIcon';

export const StarIcon = /*#__PURE__*/ createIcon(
  'star',
  <path d="M12.00 3.10 L14.47 9.20 L21.04 9.66 L15.99 13.90 L17.58 20.29 L12.00 16.80 L6.42 20.29 L8.01 13.90 L2.96 9.66 L9.53 9.20 Z" />,
);
