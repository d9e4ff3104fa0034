// The video-call button's icon (profile, chat header), in a module of its own: a page that offers a call draws it,
// and neither the icon module every page loads nor the call screens' chunk has to carry it for them.
import { createIcon } from './createIcon';

export const VideoIcon = /*#__PURE__*/ createIcon(
  'video',
  <>
    <path d="M3 7.5A2.5 2.5 0 0 1 5.5 5h8A2.5 2.5 0 0 1 16 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-8A2.5 2.5 0 0 1 3 16.5v-9Z" />
    <path d="M16 10.5 21 7.5v9l-5-3" />
  </>,
);
