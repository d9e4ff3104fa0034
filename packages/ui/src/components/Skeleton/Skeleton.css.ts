import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const inlineSize = createVar();
export const blockSize = createVar();

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const root = style({
  '@layer': {
    [components]: {
      display: 'block',
      backgroundColor: vars.color.bg.neutralSoftHover,
      borderRadius: vars.radius.md,
      animation: `${pulse} 1.6s ease-in-out infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
      selectors: {
        '&[data-shape="text"]': { blockSize: '0.9em', borderRadius: vars.radius.sm, marginBlock: '0.3em' },
        '&[data-shape="text"]:last-child:not(:first-child)': { inlineSize: '70%' },
        '&[data-shape="circle"], &[data-shape="rect"]': { inlineSize, blockSize, flexShrink: 0 },
        '&[data-shape="circle"]': { borderRadius: vars.radius.full },
      },
    },
  },
});

/** Text lines fill their container, and never collapse to nothing inside a shrink-wrapped flex item. */
export const lines = style({
  '@layer': { [components]: { display: 'block', inlineSize: '100%', minInlineSize: '8em' } },
});
