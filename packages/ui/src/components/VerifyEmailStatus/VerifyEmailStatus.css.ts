import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'grid',
      justifyItems: 'center',
      textAlign: 'center',
      gap: vars.space['4'],
      paddingBlock: vars.space['6'],
      overflowWrap: 'anywhere',
    },
  },
});

export const badge = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '80px',
      blockSize: '80px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accentSoft,
      color: vars.color.fg.accent,
      selectors: {
        '[data-state="success"] &, [data-state="already"] &': {
          backgroundColor: vars.color.bg.positiveSoft,
          color: vars.color.fg.positive,
        },
        '[data-state="error"] &, [data-state="missing"] &': {
          backgroundColor: vars.color.bg.criticalSoft,
          color: vars.color.fg.critical,
        },
      },
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.xl,
      lineHeight: vars.font.lineHeight.xl,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const body = style({
  '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary, maxInlineSize: '44ch' } },
});

export const actions = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space['3'],
      justifyContent: 'center',
      alignItems: 'center',
    },
  },
});
