import { createIcon } from '../createIcon';

export const StoryProgressIcon = /*#__PURE__*/ createIcon(
  'storyProgress',
  <>
    <path d="M3 12h6" strokeWidth="3.5" />
    <path d="M12.5 12h3.5M19 12h2" />
  </>,
);
