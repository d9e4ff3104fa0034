import { style } from '@vanilla-extract/css';
import { components } from '../../theme/layers.css';

/**
 * Text for assistive technology only, without a component (light screens): e.g. a button's name as its own hidden
 * text rather than an aria-label, which must contain what the button shows (WCAG 2.5.3).
 */
export const hiddenText = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
