// Kindred's hand-drawn icon set: 24×24, 1.75 px strokes with round caps and joins.
// One export per icon so bundlers keep only the icons an app uses. Which ones mirror in RTL: ./directional.ts.
import { createIcon } from './createIcon';

export const HeartIcon = /*#__PURE__*/ createIcon(
  'heart',
  <path d="M12 20.5s-7.5-4.4-9.2-9.1C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.9-1.7 4.7-9.2 9.1-9.2 9.1Z" />,
);
export const HeartFilledIcon = /*#__PURE__*/ createIcon(
  'heartFilled',
  <path
    d="M12 20.5s-7.5-4.4-9.2-9.1C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.9-1.7 4.7-9.2 9.1-9.2 9.1Z"
    fill="currentColor"
  />,
);
export const MessageIcon = /*#__PURE__*/ createIcon(
  'message',
  <>
    <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H9.5L5 20.5V17h0A1 1 0 0 1 4 16V6.5Z" />
    <path d="M8 9h8M8 12.5h5" />
  </>,
);
export const SendIcon = /*#__PURE__*/ createIcon(
  'send',
  <>
    <path d="M3.5 4.5 21 12 3.5 19.5 6.2 12 3.5 4.5Z" />
    <path d="M6.2 12H12" />
  </>,
);
export const WinkIcon = /*#__PURE__*/ createIcon(
  'wink',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="9" cy="10" r="1.25" fill="currentColor" stroke="none" />
    <path d="M14 10.3c.7-.7 2-.7 2.6 0" />
    <path d="M8.3 14.3c1.9 2.3 5.5 2.3 7.4 0" />
  </>,
);
export const AttachIcon = /*#__PURE__*/ createIcon(
  'attach',
  <path d="M19.5 11.5 12 19a5 5 0 0 1-7.1-7.1l8-8a3.3 3.3 0 0 1 4.7 4.7l-7.9 7.9a1.7 1.7 0 0 1-2.4-2.4l7.2-7.2" />,
);
export const SmileIcon = /*#__PURE__*/ createIcon(
  'smile',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="9" cy="10" r="1.1" fill="currentColor" stroke="none" />
    <circle cx="15" cy="10" r="1.1" fill="currentColor" stroke="none" />
    <path d="M8.3 14.3c1.9 2.3 5.5 2.3 7.4 0" />
  </>,
);
export const FileIcon = /*#__PURE__*/ createIcon(
  'file',
  <>
    <path d="M13.5 3.5H7A2 2 0 0 0 5 5.5v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V9l-5.5-5.5Z" />
    <path d="M13.5 3.5V9H19M8.5 13h7M8.5 16.5h5" />
  </>,
);
export const ClockIcon = /*#__PURE__*/ createIcon(
  'clock',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const RetryIcon = /*#__PURE__*/ createIcon(
  'retry',
  <>
    <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
    <path d="M19.5 4.5v4h-4" />
  </>,
);
export const CameraIcon = /*#__PURE__*/ createIcon(
  'camera',
  <>
    <path d="M3 8.5A2.5 2.5 0 0 1 5.5 6h2L9 3.5h6L16.5 6h2A2.5 2.5 0 0 1 21 8.5v9a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5v-9Z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
export const VideoIcon = /*#__PURE__*/ createIcon(
  'video',
  <>
    <path d="M3 7.5A2.5 2.5 0 0 1 5.5 5h8A2.5 2.5 0 0 1 16 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-8A2.5 2.5 0 0 1 3 16.5v-9Z" />
    <path d="M16 10.5 21 7.5v9l-5-3" />
  </>,
);
export const PhoneIcon = /*#__PURE__*/ createIcon(
  'phone',
  <path d="M5.2 3.5h3l1.6 4.2-2.1 1.5a11 11 0 0 0 7.1 7.1l1.5-2.1 4.2 1.6v3a1.6 1.6 0 0 1-1.7 1.6C10.6 19.9 4.1 13.4 3.6 5.2a1.6 1.6 0 0 1 1.6-1.7Z" />,
);
export const PhoneOffIcon = /*#__PURE__*/ createIcon(
  'phoneOff',
  <>
    <path d="M5.2 3.5h3l1.6 4.2-2.1 1.5a11 11 0 0 0 7.1 7.1l1.5-2.1 4.2 1.6v3a1.6 1.6 0 0 1-1.7 1.6C10.6 19.9 4.1 13.4 3.6 5.2a1.6 1.6 0 0 1 1.6-1.7Z" />
    <path d="M3 3l18 18" />
  </>,
);
export const MicIcon = /*#__PURE__*/ createIcon(
  'mic',
  <>
    <path d="M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3Z" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0" />
    <path d="M12 17.5V21M9 21h6" />
  </>,
);
export const MicOffIcon = /*#__PURE__*/ createIcon(
  'micOff',
  <>
    <path d="M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3Z" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0" />
    <path d="M12 17.5V21M9 21h6" />
    <path d="M3.5 3.5l17 17" />
  </>,
);
export const BellIcon = /*#__PURE__*/ createIcon(
  'bell',
  <>
    <path d="M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);
export const SearchIcon = /*#__PURE__*/ createIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);
export const FilterIcon = /*#__PURE__*/ createIcon(
  'filter',
  <>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </>,
);
export const GridIcon = /*#__PURE__*/ createIcon(
  'grid',
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>,
);
export const ListIcon = /*#__PURE__*/ createIcon(
  'list',
  <>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.75" cy="6" r="1.25" fill="currentColor" stroke="none" />
    <circle cx="4.75" cy="12" r="1.25" fill="currentColor" stroke="none" />
    <circle cx="4.75" cy="18" r="1.25" fill="currentColor" stroke="none" />
  </>,
);
export const CloseIcon = /*#__PURE__*/ createIcon('close', <path d="M6 6l12 12M18 6 6 18" />);
export const CheckIcon = /*#__PURE__*/ createIcon('check', <path d="M4.5 12.5l5 5 10-11" />);
export const CheckDoubleIcon = /*#__PURE__*/ createIcon(
  'checkDouble',
  <>
    <path d="M1.5 12.5 6 17l9.5-10.5" />
    <path d="M11 16.2l.8.8 9.7-10.5" />
  </>,
);
export const ChevronStartIcon = /*#__PURE__*/ createIcon('chevronStart', <path d="M15 5l-7 7 7 7" />);
export const ChevronEndIcon = /*#__PURE__*/ createIcon('chevronEnd', <path d="M9 5l7 7-7 7" />);
export const ChevronDownIcon = /*#__PURE__*/ createIcon('chevronDown', <path d="M5 9l7 7 7-7" />);
export const ChevronUpIcon = /*#__PURE__*/ createIcon('chevronUp', <path d="M5 15l7-7 7 7" />);
export const ArrowBackIcon = /*#__PURE__*/ createIcon('arrowBack', <path d="M20 12H4.5M10.5 6l-6 6 6 6" />);
export const ArrowForwardIcon = /*#__PURE__*/ createIcon('arrowForward', <path d="M4 12h15.5M13.5 6l6 6-6 6" />);
export const ReplyIcon = /*#__PURE__*/ createIcon(
  'reply',
  <>
    <path d="M10 6 4 11.5l6 5.5" />
    <path d="M4.5 11.5H14a6 6 0 0 1 6 6V19" />
  </>,
);
export const LockIcon = /*#__PURE__*/ createIcon(
  'lock',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
  </>,
);
export const UnlockIcon = /*#__PURE__*/ createIcon(
  'unlock',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8 10.5V8a4 4 0 0 1 7.7-1.5M12 14.5v2.5" />
  </>,
);
export const EyeIcon = /*#__PURE__*/ createIcon(
  'eye',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /*#__PURE__*/ createIcon(
  'eyeOff',
  <>
    <path d="M10.6 5.6 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5a9.4 9.4 0 0 0 5-1.4M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="M3 3l18 18" />
  </>,
);
export const UserIcon = /*#__PURE__*/ createIcon(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c.8-3.8 4-6 8-6s7.2 2.2 8 6" />
  </>,
);
export const UsersIcon = /*#__PURE__*/ createIcon(
  'users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.7-3.4 3.3-5.5 6.5-5.5s5.8 2.1 6.5 5.5" />
    <path d="M15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 14.8c1.9.8 3.1 2.6 3.5 5.2" />
  </>,
);
export const SettingsIcon = /*#__PURE__*/ createIcon(
  'settings',
  <>
    <path d="M21.08 9.97 L21.08 14.03 L18.55 14.47 L18.38 14.89 L19.85 16.98 L16.98 19.85 L14.89 18.38 L14.47 18.55 L14.03 21.08 L9.97 21.08 L9.53 18.55 L9.11 18.38 L7.02 19.85 L4.15 16.98 L5.62 14.89 L5.45 14.47 L2.92 14.03 L2.92 9.97 L5.45 9.53 L5.62 9.11 L4.15 7.02 L7.02 4.15 L9.11 5.62 L9.53 5.45 L9.97 2.92 L14.03 2.92 L14.47 5.45 L14.89 5.62 L16.98 4.15 L19.85 7.02 L18.38 9.11 L18.55 9.53 Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const LogoutIcon = /*#__PURE__*/ createIcon(
  'logout',
  <>
    <path d="M9.5 20.5H6A2.5 2.5 0 0 1 3.5 18V6A2.5 2.5 0 0 1 6 3.5h3.5" />
    <path d="M16 16.5l4.5-4.5L16 7.5M20.5 12H9.5" />
  </>,
);
export const StarIcon = /*#__PURE__*/ createIcon(
  'star',
  <path d="M12.00 3.10 L14.47 9.20 L21.04 9.66 L15.99 13.90 L17.58 20.29 L12.00 16.80 L6.42 20.29 L8.01 13.90 L2.96 9.66 L9.53 9.20 Z" />,
);
export const CrownIcon = /*#__PURE__*/ createIcon(
  'crown',
  <>
    <path d="M3.5 8l4.5 4 4-6.5 4 6.5 4.5-4-1.8 10H5.3L3.5 8Z" />
    <path d="M5.5 20.5h13" />
  </>,
);
export const GlobeIcon = /*#__PURE__*/ createIcon(
  'globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18" />
    <path d="M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z" />
  </>,
);
export const SunIcon = /*#__PURE__*/ createIcon(
  'sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M18.80 12.00L21.30 12.00M16.81 16.81L18.58 18.58M12.00 18.80L12.00 21.30M7.19 16.81L5.42 18.58M5.20 12.00L2.70 12.00M7.19 7.19L5.42 5.42M12.00 5.20L12.00 2.70M16.81 7.19L18.58 5.42" />
  </>,
);
export const MoonIcon = /*#__PURE__*/ createIcon(
  'moon',
  <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" />,
);
export const PlusIcon = /*#__PURE__*/ createIcon('plus', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = /*#__PURE__*/ createIcon('minus', <path d="M5 12h14" />);
export const TrashIcon = /*#__PURE__*/ createIcon(
  'trash',
  <>
    <path d="M4 7h16M9.5 7V4.5h5V7" />
    <path d="M6 7l1 12.5A1.5 1.5 0 0 0 8.5 21h7a1.5 1.5 0 0 0 1.5-1.5L18 7" />
    <path d="M10 11v6M14 11v6" />
  </>,
);
export const MoreIcon = /*#__PURE__*/ createIcon(
  'more',
  <>
    <circle cx="5" cy="12" r="1.6" fill="currentColor" stroke="none" />
    <circle cx="12" cy="12" r="1.6" fill="currentColor" stroke="none" />
    <circle cx="19" cy="12" r="1.6" fill="currentColor" stroke="none" />
  </>,
);
export const FlagIcon = /*#__PURE__*/ createIcon(
  'flag',
  <>
    <path d="M5 21V4" />
    <path d="M5 4.5h12l-2.5 4 2.5 4H5" />
  </>,
);
export const BlockIcon = /*#__PURE__*/ createIcon(
  'block',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </>,
);
export const ImageIcon = /*#__PURE__*/ createIcon(
  'image',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="8.5" cy="9.5" r="1.8" />
    <path d="M21 15.5l-5-5L5 20" />
  </>,
);
export const UploadIcon = /*#__PURE__*/ createIcon(
  'upload',
  <>
    <path d="M12 15.5V4M7 8.5l5-5 5 5" />
    <path d="M4 15v3.5A2.5 2.5 0 0 0 6.5 21h11a2.5 2.5 0 0 0 2.5-2.5V15" />
  </>,
);
export const LocationIcon = /*#__PURE__*/ createIcon(
  'location',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const CalendarIcon = /*#__PURE__*/ createIcon(
  'calendar',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const InfoIcon = /*#__PURE__*/ createIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5" />
    <circle cx="12" cy="7.9" r="1.15" fill="currentColor" stroke="none" />
  </>,
);
export const WarningIcon = /*#__PURE__*/ createIcon(
  'warning',
  <>
    <path d="M10.3 4.2 2.6 17.7a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5V14" />
    <circle cx="12" cy="17.2" r="1.15" fill="currentColor" stroke="none" />
  </>,
);
export const ErrorIcon = /*#__PURE__*/ createIcon(
  'error',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const SuccessIcon = /*#__PURE__*/ createIcon(
  'success',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </>,
);
export const StoryProgressIcon = /*#__PURE__*/ createIcon(
  'storyProgress',
  <>
    <path d="M3 12h6" strokeWidth="3.5" />
    <path d="M12.5 12h3.5M19 12h2" />
  </>,
);
export const PlayIcon = /*#__PURE__*/ createIcon('play', <path d="M7 4.5v15l12.5-7.5L7 4.5Z" />);
export const PauseIcon = /*#__PURE__*/ createIcon('pause', <path d="M8 5v14M16 5v14" />);
