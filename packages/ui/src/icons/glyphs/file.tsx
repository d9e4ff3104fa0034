import { createIcon } from '../createIcon';

export const FileIcon = /*#__PURE__*/ createIcon(
  'file',
  <>
    <path d="M13.5 3.5H7A2 2 0 0 0 5 5.5v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V9l-5.5-5.5Z" />
    <path d="M13.5 3.5V9H19M8.5 13h7M8.5 16.5h5" />
  </>,
);
