import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

// The photo's lightbox: the photo full size over a dark veil.

const fadeIn = keyframes({ from: { opacity: 0 } });

export const lightboxOverlay = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      inset: 0,
      zIndex: 100,
      backgroundColor: 'rgba(12, 8, 12, 0.92)',
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
        },
      },
    },
  },
});

export const lightbox = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      inset: 0,
      zIndex: 101,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: vars.space['12'],
      selectors: { '&:focus-visible': { outline: 'none' } },
    },
  },
});

export const lightboxImage = style({
  '@layer': {
    [components]: {
      maxInlineSize: '100%',
      maxBlockSize: '100%',
      objectFit: 'contain',
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const lightboxClose = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockStart: vars.space['3'],
      insetInlineEnd: vars.space['3'],
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: vars.touchableSize,
      blockSize: vars.touchableSize,
      border: 'none',
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(255, 255, 255, 0.14)',
      color: '#FFFFFF',
      cursor: 'pointer',
      selectors: {
        '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.24)' },
        '&:focus-visible': { outline: '2px solid #FFFFFF', outlineOffset: '2px' },
      },
    },
  },
});
