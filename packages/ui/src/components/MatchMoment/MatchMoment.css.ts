import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(24px) scale(0.96)' }, to: { opacity: 1 } });
const slideStart = keyframes({ from: { transform: 'translateX(-40px) rotate(-14deg)', opacity: 0 } });
const slideEnd = keyframes({ from: { transform: 'translateX(40px) rotate(14deg)', opacity: 0 } });
const beat = keyframes({
  '0%': { transform: 'scale(0)' },
  '60%': { transform: 'scale(1.25)' },
  '100%': { transform: 'scale(1)' },
});

export const overlay = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      inset: 0,
      zIndex: 110,
      background: `radial-gradient(circle at 50% 35%, ${vars.color.bg.accent}, rgba(20, 8, 14, 0.92) 70%)`,
      opacity: 0.96,
    },
  },
});

export const content = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      inset: 0,
      zIndex: 111,
      margin: 'auto',
      blockSize: 'fit-content',
      inlineSize: `min(calc(100vw - ${vars.space['8']}), 400px)`,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space['3'],
      padding: vars.space['6'],
      textAlign: 'center',
      color: '#FFFFFF',
      outline: 'none',
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
        },
      },
    },
  },
});

export const faces = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      marginBlockEnd: vars.space['4'],
    },
  },
});

export const face = style({
  '@layer': {
    [components]: {
      display: 'block',
      inlineSize: '128px',
      blockSize: '160px',
      overflow: 'hidden',
      borderRadius: vars.radius.xl,
      border: '4px solid #FFFFFF',
      backgroundColor: vars.color.bg.accentSoft,
      boxShadow: '0 12px 32px rgba(0, 0, 0, 0.35)',
      selectors: {
        '&[data-side="start"]': { transform: 'rotate(-8deg)', marginInlineEnd: '-20px' },
        '&[data-side="end"]': { transform: 'rotate(8deg)', marginInlineStart: '-20px' },
      },
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          selectors: {
            '&[data-side="start"]': { animation: `${slideStart} 480ms ${vars.motion.easing.emphasized}` },
            '&[data-side="end"]': { animation: `${slideEnd} 480ms ${vars.motion.easing.emphasized}` },
          },
        },
      },
    },
  },
});

export const photo = style({
  '@layer': { [components]: { inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' } },
});

export const initial = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      blockSize: '100%',
      fontSize: vars.font.size['3xl'],
      fontWeight: vars.font.weight.bold,
      color: vars.color.fg.accent,
    },
  },
});

export const heart = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockEnd: '-18px',
      display: 'grid',
      placeItems: 'center',
      inlineSize: '56px',
      blockSize: '56px',
      borderRadius: vars.radius.full,
      backgroundColor: '#FFFFFF',
      color: '#D6336C',
      boxShadow: '0 6px 18px rgba(0, 0, 0, 0.3)',
      zIndex: 1,
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          animation: `${beat} 520ms 240ms ${vars.motion.easing.emphasized} both`,
        },
      },
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      marginBlockStart: vars.space['4'],
      fontSize: vars.font.size['3xl'],
      lineHeight: vars.font.lineHeight['3xl'],
      fontWeight: vars.font.weight.bold,
      letterSpacing: '-0.01em',
    },
  },
});

export const body = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.md,
      color: 'rgba(255, 255, 255, 0.9)',
      overflowWrap: 'anywhere',
    },
  },
});

export const actions = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      inlineSize: '100%',
      marginBlockStart: vars.space['4'],
    },
  },
});

globalStyle(`${actions} > button:last-child`, { '@layer': { [components]: { color: '#FFFFFF' } } });
