import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const anchor = style({ '@layer': { [components]: { position: 'relative' } } });

export const listbox = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: `calc(100% + ${vars.space['1']})`,
      margin: 0,
      listStyle: 'none',
    },
  },
});

export const match = style({
  '@layer': { [components]: { fontWeight: vars.font.weight.bold, color: vars.color.fg.accent } },
});
