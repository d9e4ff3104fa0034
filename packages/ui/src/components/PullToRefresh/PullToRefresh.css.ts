import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      overflow: 'hidden',
      color: vars.color.fg.secondary,
      opacity: 0.6,
      selectors: { '&[data-ready="true"]': { opacity: 1, color: vars.color.fg.accent } },
    },
  },
});

/** A round chip with a chevron pointing down; it turns up when letting go refreshes. */
export const arrow = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      inlineSize: '32px',
      blockSize: '32px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.surfaceRaised,
      boxShadow: vars.shadow.sm,
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          transitionProperty: 'transform',
          transitionDuration: vars.motion.duration.normal,
        },
      },
      selectors: { '&[data-ready="true"]': { transform: 'rotate(180deg)' } },
    },
  },
});
