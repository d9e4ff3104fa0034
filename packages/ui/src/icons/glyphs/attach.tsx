import { createIcon } from '../createIcon';

export const AttachIcon = /*#__PURE__*/ createIcon(
  'attach',
  <path d="M19.5 11.5 12 19a5 5 0 0 1-7.1-7.1l8-8a3.3 3.3 0 0 1 4.7 4.7l-7.9 7.9a1.7 1.7 0 0 1-2.4-2.4l7.2-7.2" />,
);
