import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': { [components]: { minInlineSize: 0, position: 'relative' } },
});

export const list = style({
  '@layer': {
    [components]: {
      display: 'flex',
      gap: vars.space['3'],
      margin: 0,
      padding: `${vars.space['2']} ${vars.space['1']}`,
      listStyle: 'none',
      overflowX: 'auto',
      overscrollBehaviorInline: 'contain',
      scrollSnapType: 'x proximity',
      scrollbarWidth: 'none',
      selectors: { '&::-webkit-scrollbar': { display: 'none' } },
    },
  },
});

export const item = style({
  '@layer': {
    [components]: {
      flex: '0 0 auto',
      inlineSize: '76px',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space['1'],
      scrollSnapAlign: 'start',
    },
  },
});

export const mine = style({ '@layer': { [components]: { position: 'relative', display: 'inline-flex' } } });

/** The ring: a gradient border when unseen, a quiet one once seen, none for my story without one. */
export const ring = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      // Holds its hidden name inside the scrolling row (not stretching the page sideways).
      position: 'relative',
      padding: '3px',
      borderRadius: vars.radius.full,
      border: 'none',
      cursor: 'pointer',
      background: vars.color.border.strong,
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        '&[data-state="unseen"]': {
          background: `conic-gradient(from 200deg, #F6A04D, ${vars.color.bg.accent}, #B44BD8, #F6A04D)`,
        },
        '&[data-state="none"]': { background: 'transparent' },
        '&:hover:not(:disabled)': { transform: 'scale(1.04)' },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      },
    },
  },
});

export const add = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInlineEnd: '-2px',
      insetBlockEnd: '-2px',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '26px',
      blockSize: '26px',
      padding: 0,
      borderRadius: vars.radius.full,
      border: `2px solid ${vars.color.bg.canvas}`,
      background: vars.color.bg.accent,
      color: vars.color.fg.onAccent,
      cursor: 'pointer',
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        // A 26 px badge with a 44 px target (touch): the hit area grows beyond the drawn circle.
        '&::after': { content: '""', position: 'absolute', inset: '-9px' },
      },
    },
  },
});

export const name = style({
  '@layer': {
    [components]: {
      maxInlineSize: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      color: vars.color.fg.neutral,
    },
  },
});

/** The canvas-coloured gap between the ring and the photo. */
export const gap = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      padding: '2px',
      borderRadius: vars.radius.full,
      background: vars.color.bg.canvas,
    },
  },
});

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/** The skeleton's circle: an avatar's size (Avatar `lg`, 56 px), pulsing unless motion is reduced. */
export const placeholder = style({
  '@layer': {
    [components]: {
      display: 'block',
      inlineSize: '56px',
      blockSize: '56px',
      borderRadius: vars.radius.full,
      background: vars.color.bg.neutralSoft,
      animation: `${pulse} 1.6s ease-in-out infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  },
});
