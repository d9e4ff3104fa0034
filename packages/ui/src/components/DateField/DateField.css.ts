import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** Day, month and year side by side (wrapping in a narrow column); the month takes the spare room. */
export const group = style({
  '@layer': { [components]: { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] } },
});

export const part = style({
  '@layer': {
    [components]: {
      paddingInline: 0,
      flex: '0 0 5.5rem',
      selectors: {
        '&[data-part="month"]': { flex: '1 1 8rem' },
        '&[data-part="year"]': { flex: '0 0 6.5rem' },
      },
    },
  },
});

/** A native select (the platform's list on phones) drawn like the other fields, with our chevron. */
export const select = style({
  '@layer': {
    [components]: {
      appearance: 'none',
      color: 'inherit',
      font: 'inherit',
      cursor: 'pointer',
      paddingInlineStart: vars.space['3'],
      paddingInlineEnd: `calc(${vars.space['3']} + 1rem + ${vars.space['1']})`,
      textOverflow: 'ellipsis',
      selectors: {
        // The part's name stands in while nothing is chosen, drawn like a placeholder.
        '&[data-empty="true"]': { color: vars.color.fg.secondary },
        '&:disabled': { cursor: 'not-allowed' },
      },
    },
  },
});

export const chevron = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInlineEnd: vars.space['3'],
      insetBlockStart: '50%',
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      pointerEvents: 'none',
      color: vars.color.fg.secondary,
    },
  },
});
