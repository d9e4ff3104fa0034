import { createIcon } from '../createIcon';

export const PlayIcon = /*#__PURE__*/ createIcon('play', <path d="M7 4.5v15l12.5-7.5L7 4.5Z" />);
