import { createIcon } from '../createIcon';

export const MessageIcon = /*#__PURE__*/ createIcon(
  'message',
  <>
    <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H9.5L5 20.5V17h0A1 1 0 0 1 4 16V6.5Z" />
    <path d="M8 9h8M8 12.5h5" />
  </>,
);
