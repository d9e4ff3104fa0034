import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  '@layer': {
    [components]: { display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.fg.accent },
  },
});

export const ring = style({
  '@layer': {
    [components]: {
      display: 'inline-block',
      flexShrink: 0, // a wrapping label must never squeeze the ring into an oval
      inlineSize: '24px',
      blockSize: '24px',
      borderRadius: '50%',
      border: '3px solid currentColor',
      borderBlockStartColor: 'transparent',
      animation: `${spin} 800ms linear infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
      selectors: {
        '&[data-size="sm"]': { inlineSize: '16px', blockSize: '16px', borderWidth: '2px' },
        '&[data-size="lg"]': { inlineSize: '40px', blockSize: '40px', borderWidth: '4px' },
      },
    },
  },
});

export const label = style({
  '@layer': {
    [components]: {
      color: vars.color.fg.secondary,
      fontSize: vars.font.size.sm,
      minInlineSize: 0,
      overflowWrap: 'anywhere',
    },
  },
});
