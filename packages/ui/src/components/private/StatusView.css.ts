import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['4'],
      minBlockSize: 'min(70vh, 560px)',
      paddingBlock: vars.space['12'],
      paddingInline: vars.space['6'],
      textAlign: 'center',
      overflowWrap: 'anywhere',
    },
  },
});

const float = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-6px)' },
});

export const art = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '112px',
      blockSize: '112px',
      borderRadius: vars.radius.full,
      background: `radial-gradient(circle at 30% 30%, ${vars.color.bg.surface} 0%, ${vars.color.bg.accentSoft} 70%)`,
      color: vars.color.fg.accent,
      boxShadow: `0 0 0 10px ${vars.color.bg.accentSoft}, ${vars.shadow.md}`,
      marginBlockEnd: vars.space['4'],
      selectors: { '&[data-tone="critical"]': { color: vars.color.fg.critical } },
      '@media': {
        '(prefers-reduced-motion: no-preference)': { animation: `${float} 4s ${vars.motion.easing.standard} infinite` },
      },
    },
  },
});

globalStyle(`${art} svg`, { '@layer': { [components]: { inlineSize: '48px', blockSize: '48px' } } });

export const eyebrow = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      fontWeight: vars.font.weight.bold,
      letterSpacing: '0.12em',
      color: vars.color.fg.accent,
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size['2xl'],
      lineHeight: vars.font.lineHeight['2xl'],
      fontWeight: vars.font.weight.bold,
      color: vars.color.fg.neutral,
      maxInlineSize: '24ch',
      '@media': {
        'screen and (min-width: 769px)': { fontSize: vars.font.size['3xl'], lineHeight: vars.font.lineHeight['3xl'] },
      },
    },
  },
});

export const body = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.lg,
      lineHeight: vars.font.lineHeight.lg,
      color: vars.color.fg.secondary,
      maxInlineSize: '44ch',
    },
  },
});

export const actions = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space['3'],
      justifyContent: 'center',
      marginBlockStart: vars.space['2'],
    },
  },
});
