import { createIcon } from '../createIcon';

export const CalendarIcon = /*#__PURE__*/ createIcon(
  'calendar',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
