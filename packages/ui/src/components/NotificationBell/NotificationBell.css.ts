import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { countBadge } from '../../theme/shapes';

const pop = keyframes({
  '0%': { transform: 'scale(0.6)' },
  '70%': { transform: 'scale(1.12)' },
  '100%': { transform: 'scale(1)' },
});

export const root = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      inlineSize: vars.touchableSize,
      blockSize: vars.touchableSize,
      padding: 0,
      border: 'none',
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
      color: vars.color.fg.neutral,
      cursor: 'pointer',
      transitionProperty: 'background-color, color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&:hover': { backgroundColor: vars.color.bg.neutralSoft },
        '&[data-state="open"]': { backgroundColor: vars.color.bg.accentSoft, color: vars.color.fg.accent },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});

export const badge = style({
  '@layer': {
    [components]: {
      ...countBadge,
      insetBlockStart: '4px',
      boxShadow: `0 0 0 2px ${vars.color.bg.surface}`,
      animation: `${pop} ${vars.motion.duration.slow} ${vars.motion.easing.emphasized}`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  },
});
