import { style } from '@vanilla-extract/css';
import { components } from '../theme/layers.css';

export const icon = style({
  '@layer': {
    [components]: {
      display: 'inline-block',
      flexShrink: 0,
      verticalAlign: 'middle',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 1.75,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      selectors: {
        // Directional icons follow the reading direction of their nearest [dir] ancestor.
        '[dir="rtl"] &[data-directional="true"]': { transform: 'scaleX(-1)' },
        '[dir="ltr"] &[data-directional="true"]': { transform: 'none' },
      },
    },
  },
});
