import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { roundArt } from '../../theme/shapes';

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space['3'],
      paddingBlock: vars.space['10'],
      paddingInline: vars.space['6'],
      textAlign: 'center',
      overflowWrap: 'anywhere',
    },
  },
});

export const icon = style({
  '@layer': {
    [components]: {
      ...roundArt,
      marginBlockEnd: vars.space['1'],
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.lg,
      lineHeight: vars.font.lineHeight.lg,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const description = style({
  '@layer': { [components]: { color: vars.color.fg.secondary, maxInlineSize: '40ch' } },
});

export const actions = style({
  '@layer': {
    [components]: {
      display: 'flex',
      gap: vars.space['2'],
      flexWrap: 'wrap',
      justifyContent: 'center',
      marginBlockStart: vars.space['2'],
    },
  },
});
