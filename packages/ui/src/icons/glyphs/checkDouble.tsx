import { createIcon } from '../createIcon';

export const CheckDoubleIcon = /*#__PURE__*/ createIcon(
  'checkDouble',
  <>
    <path d="M1.5 12.5 6 17l9.5-10.5" />
    <path d="M11 16.2l.8.8 9.7-10.5" />
  </>,
);
