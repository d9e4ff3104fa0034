import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' } },
});

export const row = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['3'],
      paddingBlock: vars.space['3'],
      selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border.neutral}` } },
    },
  },
});

export const name = style({
  '@layer': {
    [components]: {
      flex: 1,
      minInlineSize: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const empty = style({
  '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary } },
});
