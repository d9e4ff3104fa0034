import { createIcon } from '../createIcon';

export const PauseIcon = /*#__PURE__*/ createIcon('pause', <path d="M8 5v14M16 5v14" />);
