// The call icons (camera, phone, microphone, full screen), in a module of their own: they are drawn by the call
// screens, which load on demand, so the shared icon module every page loads does not carry them.
import { createIcon } from './createIcon';

export const VideoIcon = /*#__PURE__*/ createIcon(
  'video',
  <>
    <path d="M3 7.5A2.5 2.5 0 0 1 5.5 5h8A2.5 2.5 0 0 1 16 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-8A2.5 2.5 0 0 1 3 16.5v-9Z" />
    <path d="M16 10.5 21 7.5v9l-5-3" />
  </>,
);
export const VideoOffIcon = /*#__PURE__*/ createIcon(
  'videoOff',
  <>
    <path d="M9 5h4.5A2.5 2.5 0 0 1 16 7.5v4.5M16 16.5A2.5 2.5 0 0 1 13.5 19h-8A2.5 2.5 0 0 1 3 16.5v-9A2.5 2.5 0 0 1 4.6 5.2" />
    <path d="M16 10.5 21 7.5v9l-3.4-2" />
    <path d="M3 3l18 18" />
  </>,
);
export const FullscreenIcon = /*#__PURE__*/ createIcon(
  'fullscreen',
  <path d="M4 9V5.5A1.5 1.5 0 0 1 5.5 4H9M15 4h3.5A1.5 1.5 0 0 1 20 5.5V9M20 15v3.5a1.5 1.5 0 0 1-1.5 1.5H15M9 20H5.5A1.5 1.5 0 0 1 4 18.5V15" />,
);
export const FullscreenExitIcon = /*#__PURE__*/ createIcon(
  'fullscreenExit',
  <path d="M9 4v3.5A1.5 1.5 0 0 1 7.5 9H4M20 9h-3.5A1.5 1.5 0 0 1 15 7.5V4M15 20v-3.5a1.5 1.5 0 0 1 1.5-1.5H20M4 15h3.5A1.5 1.5 0 0 1 9 16.5V20" />,
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
