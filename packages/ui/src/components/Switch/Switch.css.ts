import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const travel = '18px';

export const track = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
      flexShrink: 0,
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      inlineSize: '44px',
      blockSize: '26px',
      paddingInline: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border.strong,
      cursor: 'inherit',
      transitionProperty: 'background-color',
      transitionDuration: vars.motion.duration.normal,
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        '&[data-state="checked"]': { backgroundColor: vars.color.bg.accent },
      },
    },
  },
});

/** The thumb moves towards the inline end, so it travels leftwards in RTL. */
export const thumb = style({
  '@layer': {
    [components]: {
      display: 'block',
      inlineSize: '20px',
      blockSize: '20px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.surface,
      boxShadow: vars.shadow.sm,
      transitionProperty: 'transform',
      transitionDuration: vars.motion.duration.normal,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: {
        '&[data-state="checked"]': { transform: `translateX(${travel})` },
        '[dir="rtl"] &[data-state="checked"]': { transform: `translateX(-${travel})` },
      },
    },
  },
});
