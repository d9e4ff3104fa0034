import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      borderRadius: vars.radius.full,
      border: '1px solid transparent',
      cursor: 'pointer',
      transitionProperty: 'background-color, color, border-color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      },
    },
  },
});

/** Every size keeps a touch target of at least `touchableSize`: small ones grow their hit area invisibly. */
export const size = styleVariants({
  sm: {
    '@layer': {
      [components]: {
        inlineSize: '32px',
        blockSize: '32px',
        selectors: {
          '&::after': { content: '""', position: 'absolute', inset: '-6px' },
        },
        // On phones the button itself is a finger's size (photo menus, show password): no reliance on a hit area
        // that overlaps its neighbours.
        '@media': {
          'screen and (max-width: 768px)': {
            inlineSize: vars.touchableSize,
            blockSize: vars.touchableSize,
            selectors: { '&::after': { content: 'none' } },
          },
        },
      },
    },
  },
  md: { '@layer': { [components]: { inlineSize: vars.touchableSize, blockSize: vars.touchableSize } } },
  lg: { '@layer': { [components]: { inlineSize: '52px', blockSize: '52px' } } },
});
