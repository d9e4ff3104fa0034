import { style } from '@vanilla-extract/css';
import { components } from '../../theme/layers.css';

/** As wide as the field it belongs to (Radix sets the anchor's width on the floating wrapper). */
export const listbox = style({
  '@layer': {
    [components]: {
      boxSizing: 'border-box',
      inlineSize: 'var(--radix-popover-trigger-width)',
      margin: 0,
      listStyle: 'none',
    },
  },
});
