import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['3'],
      minBlockSize: '40vh',
      paddingBlock: vars.space['10'],
      color: vars.color.fg.secondary,
      textAlign: 'center',
      selectors: {
        '&[data-size="inline"]': { minBlockSize: 'auto', paddingBlock: vars.space['4'] },
        '&[data-size="screen"]': { minBlockSize: '100vh' },
      },
      '@media': {
        // A quick load shows nothing: the indicator fades in after a short pause, so it never flickers.
        '(prefers-reduced-motion: no-preference)': { animation: `${appear} ${vars.motion.duration.slow} 240ms both` },
      },
    },
  },
});
