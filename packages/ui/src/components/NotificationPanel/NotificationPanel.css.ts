import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** The dropdown's list is at most 400 px high (docs/product/notifications.md "Notification list max height"). */
export const NOTIFICATION_LIST_MAX_HEIGHT = 400;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' } });

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      color: vars.color.fg.neutral,
      selectors: {
        '&[data-variant="page"]': {
          padding: vars.space['4'],
          borderRadius: vars.radius.xl,
          backgroundColor: vars.color.bg.surface,
          border: `1px solid ${vars.color.border.neutral}`,
          boxShadow: vars.shadow.sm,
        },
        '&[data-variant="dropdown"]': { paddingBlock: vars.space['3'], paddingInline: vars.space['2'] },
      },
    },
  },
});

export const header = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['2'],
      paddingInline: vars.space['2'],
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.xl,
      lineHeight: vars.font.lineHeight.xl,
      fontWeight: vars.font.weight.bold,
      selectors: {
        [`${root}[data-variant="dropdown"] &`]: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg },
      },
    },
  },
});

export const tools = style({
  '@layer': {
    [components]: { display: 'flex', alignItems: 'center', gap: vars.space['1'], marginInlineStart: 'auto' },
  },
});

export const refresh = style({ '@layer': { [components]: { display: 'inline-flex' } } });

globalStyle(`${refresh}[data-busy="true"] svg`, {
  '@layer': {
    [components]: {
      animation: `${spin} 900ms linear infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  },
});

export const list = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2px',
      margin: 0,
      padding: 0,
      listStyle: 'none',
      selectors: {
        [`${root}[data-variant="dropdown"] &`]: {
          maxBlockSize: `${NOTIFICATION_LIST_MAX_HEIGHT}px`,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
        },
      },
    },
  },
});

export const row = style({ '@layer': { [components]: { display: 'block' } } });

export const state = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      minBlockSize: '180px',
      paddingBlock: vars.space['6'],
      paddingInline: vars.space['4'],
      textAlign: 'center',
    },
  },
});

export const emptyIcon = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '56px',
      blockSize: '56px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accentSoft,
      color: vars.color.fg.accent,
    },
  },
});

export const emptyTitle = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const emptyBody = style({
  '@layer': {
    [components]: {
      margin: 0,
      maxInlineSize: '32ch',
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      color: vars.color.fg.secondary,
    },
  },
});

export const footer = style({
  '@layer': { [components]: { paddingInline: vars.space['2'], paddingBlockStart: vars.space['1'] } },
});

/** The dropdown's floating surface under the bell. */
export const dropdown = style({
  '@layer': {
    [components]: {
      zIndex: 150,
      inlineSize: 'min(400px, calc(100vw - 16px))',
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.surfaceRaised,
      border: `1px solid ${vars.color.border.neutral}`,
      boxShadow: vars.shadow.lg,
      animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      transformOrigin: 'var(--radix-popper-transform-origin, top)',
      outline: 'none',
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  },
});

/** The refresh glyph: the icon set's stroke style. */
export const glyph = style({
  '@layer': {
    [components]: {
      display: 'inline-block',
      flexShrink: 0,
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 1.75,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
  },
});

/** The full-screen panel: the page's canvas over everything, the panel centred and scrolling. */
export const fullscreen = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      inset: 0,
      zIndex: 120,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      backgroundColor: vars.color.bg.canvas,
      outline: 'none',
      animation: `${appear} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  },
});

export const fullscreenInner = style({
  '@layer': {
    [components]: {
      inlineSize: '100%',
      maxInlineSize: '720px',
      marginInline: 'auto',
      paddingBlock: vars.space['6'],
      paddingInline: vars.space['4'],
      '@media': {
        'screen and (max-width: 768px)': { paddingBlock: vars.space['2'], paddingInline: vars.space['2'] },
      },
    },
  },
});
