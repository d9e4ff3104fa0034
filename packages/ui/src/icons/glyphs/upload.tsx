import { createIcon } from '../createIcon';

export const UploadIcon = /*#__PURE__*/ createIcon(
  'upload',
  <>
    <path d="M12 15.5V4M7 8.5l5-5 5 5" />
    <path d="M4 15v3.5A2.5 2.5 0 0 0 6.5 21h11a2.5 2.5 0 0 0 2.5-2.5V15" />
  </>,
);
