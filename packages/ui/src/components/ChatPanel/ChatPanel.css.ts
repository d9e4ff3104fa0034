import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' } });

/** The embedded chat: a floating card at the inline-end bottom corner; a full-screen sheet on a phone. */
export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      backgroundColor: vars.color.bg.surface,
      color: vars.color.fg.neutral,
      selectors: {
        '&[data-placement="floating"]': {
          position: 'fixed',
          zIndex: 90,
          insetBlockEnd: vars.space['4'],
          insetInlineEnd: vars.space['4'],
          inlineSize: '380px',
          blockSize: `min(600px, calc(100dvh - ${vars.space['8']}))`,
          borderRadius: vars.radius.xl,
          boxShadow: vars.shadow.lg,
          border: `1px solid ${vars.color.border.neutral}`,
        },
        '&[data-placement="inline"]': {
          inlineSize: '100%',
          blockSize: '100%',
          borderRadius: vars.radius.xl,
          boxShadow: vars.shadow.md,
          border: `1px solid ${vars.color.border.neutral}`,
        },
      },
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
        },
        '(max-width: 639px)': {
          selectors: {
            '&[data-placement="floating"]': {
              inset: 0,
              inlineSize: '100%',
              blockSize: '100dvh',
              borderRadius: 0,
              border: 'none',
            },
          },
        },
      },
    },
  },
});
