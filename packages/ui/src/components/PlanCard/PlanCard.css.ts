import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['3'],
      padding: vars.space['6'],
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.surface,
      border: `1px solid ${vars.color.border.neutral}`,
      selectors: {
        '&[data-tone="featured"]': {
          border: `2px solid ${vars.color.bg.accent}`,
          boxShadow: vars.shadow.lg,
          background: `linear-gradient(180deg, ${vars.color.bg.accentSoft}, ${vars.color.bg.surface} 45%)`,
        },
      },
    },
  },
});

export const ribbon = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockStart: '-12px',
      insetInlineEnd: vars.space['5'],
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
      color: vars.color.fg.onAccent,
      fontSize: vars.font.size.xs,
      lineHeight: '24px',
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const name = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold } },
});

export const price = style({ '@layer': { [components]: { margin: 0 } } });

export const amount = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size['3xl'],
      lineHeight: vars.font.lineHeight['3xl'],
      fontWeight: vars.font.weight.bold,
      letterSpacing: '-0.02em',
    },
  },
});

export const period = style({ '@layer': { [components]: { color: vars.color.fg.secondary } } });

export const note = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.secondary } },
});

export const features = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      margin: 0,
      padding: 0,
      listStyle: 'none',
      flex: 1,
    },
  },
});

export const feature = style({
  '@layer': { [components]: { display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] } },
});

export const check = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      flexShrink: 0,
      inlineSize: '20px',
      blockSize: '20px',
      marginBlockStart: '2px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.positiveSoft,
      color: vars.color.fg.positive,
    },
  },
});

export const action = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['2'] } },
});
