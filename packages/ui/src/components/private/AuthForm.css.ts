import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** Shared by the account forms (sign-in, registration, forgot and reset password, support). */
export const form = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['5'] } } });

export const row = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: vars.space['3'],
    },
  },
});

export const divider = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['3'],
      color: vars.color.fg.secondary,
      fontSize: vars.font.size.sm,
      selectors: {
        '&::before, &::after': { content: '""', flex: 1, blockSize: '1px', backgroundColor: vars.color.border.neutral },
      },
    },
  },
});

export const social = style({
  '@layer': { [components]: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'] } },
});

export const actions = style({
  '@layer': {
    [components]: { display: 'flex', gap: vars.space['3'], justifyContent: 'space-between', flexWrap: 'wrap' },
  },
});

export const done = style({
  '@layer': { [components]: { display: 'grid', gap: vars.space['4'], justifyItems: 'start' } },
});
