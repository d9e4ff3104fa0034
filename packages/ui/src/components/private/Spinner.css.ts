import { keyframes, style } from '@vanilla-extract/css';
import { components } from '../../theme/layers.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  '@layer': {
    [components]: {
      display: 'inline-block',
      inlineSize: '1em',
      blockSize: '1em',
      borderRadius: '50%',
      border: '2px solid currentColor',
      borderBlockStartColor: 'transparent',
      animation: `${spin} 700ms linear infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
    },
  },
});
