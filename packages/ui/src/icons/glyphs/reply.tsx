import { createIcon } from '../createIcon';

export const ReplyIcon = /*#__PURE__*/ createIcon(
  'reply',
  <>
    <path d="M10 6 4 11.5l6 5.5" />
    <path d="M4.5 11.5H14a6 6 0 0 1 6 6V19" />
  </>,
);
