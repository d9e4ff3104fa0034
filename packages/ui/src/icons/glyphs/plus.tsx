import { createIcon } from '../createIcon';

export const PlusIcon = /*#__PURE__*/ createIcon('plus', <path d="M12 5v14M5 12h14" />);
