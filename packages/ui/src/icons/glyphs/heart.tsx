import { createIcon } from '../createIcon';

export const HeartIcon = /*#__PURE__*/ createIcon(
  'heart',
  <path d="M12 20.5s-7.5-4.4-9.2-9.1C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.9-1.7 4.7-9.2 9.1-9.2 9.1Z" />,
);
