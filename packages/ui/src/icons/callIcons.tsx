// The call screen's icons (phone, microphone, camera off, full screen), in a module of their own: only the call
// screens, which load on demand, draw them, so neither the shared icon module every page loads nor a page carries
// them. The camera on is `CameraIcon`; the video-call button's icon is in ./videoIcon.tsx.
import { createIcon } from './createIcon';

export const CameraOffIcon = /*#__PURE__*/ createIcon(
  'cameraOff',
  <>
    <path d="M8.2 6H7.5L9 3.5h6L16.5 6h2A2.5 2.5 0 0 1 21 8.5v8.3M18.5 20h-13A2.5 2.5 0 0 1 3 17.5v-9A2.5 2.5 0 0 1 5 6.05" />
    <path d="M9.7 10.7a3.5 3.5 0 0 0 4.6 4.6" />
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
