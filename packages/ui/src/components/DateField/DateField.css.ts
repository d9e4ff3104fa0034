import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** Native date input: the browser's picker, keyboard and locale formats; we only align and colour it. */
export const input = style({
  '@layer': {
    [components]: {
      colorScheme: 'inherit',
      selectors: {
        '&::-webkit-calendar-picker-indicator': { opacity: 0.7, cursor: 'pointer' },
        '&::-webkit-datetime-edit': { paddingBlock: 0 },
        '&:invalid': { color: vars.color.fg.neutral },
      },
    },
  },
});
