import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const phone = 'screen and (max-width: 768px)';
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const root = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'grid',
      minInlineSize: 0,
      overflow: 'hidden',
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.surface,
      boxShadow: vars.shadow.sm,
      color: vars.color.fg.neutral,
      isolation: 'isolate',
      selectors: {
        '&[data-layout="grid"]': {
          gridTemplateRows: '1fr',
          gridTemplateColumns: 'minmax(0, 1fr)',
          aspectRatio: '3 / 4',
        },
        '&[data-layout="list"]': {
          gridTemplateColumns: '88px 1fr auto',
          alignItems: 'center',
          gap: vars.space['3'],
          padding: vars.space['2'],
          borderRadius: vars.radius.lg,
          border: `1px solid ${vars.color.border.neutral}`,
          boxShadow: 'none',
        },
        '&:focus-within': { boxShadow: `0 0 0 2px ${vars.color.border.focus}` },
        '&[data-skeleton="true"]': { animation: `${pulse} 1.4s ease-in-out infinite` },
      },
      '@media': {
        '(hover: hover)': {
          selectors: { '&[data-layout="grid"]:hover': { boxShadow: vars.shadow.md } },
        },
        '(prefers-reduced-motion: reduce)': { selectors: { '&[data-skeleton="true"]': { animation: 'none' } } },
        // On a phone a row gives the name the room: a smaller photo, the two actions stacked at the end.
        [phone]: {
          selectors: {
            '&[data-layout="list"]': { gridTemplateColumns: '72px minmax(0, 1fr) auto', gap: vars.space['2'] },
          },
        },
      },
    },
  },
});

export const body = style({
  '@layer': {
    [components]: {
      minInlineSize: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: '2px',
      selectors: {
        [`${root}[data-layout="grid"] &`]: {
          gridArea: '1 / 1',
          alignSelf: 'end',
          zIndex: 1,
          paddingInline: vars.space['4'],
          paddingBlockEnd: vars.space['4'],
          paddingInlineEnd: '64px',
          color: '#FFFFFF',
          textShadow: '0 1px 2px rgba(0, 0, 0, 0.4)',
          pointerEvents: 'none',
        },
      },
    },
  },
});

export const name = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['1'],
      minInlineSize: 0,
      margin: 0,
      fontSize: vars.font.size.lg,
      lineHeight: vars.font.lineHeight.lg,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const open = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'baseline',
      minInlineSize: 0,
      whiteSpace: 'nowrap',
      padding: 0,
      border: 0,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      pointerEvents: 'auto',
      selectors: {
        // The whole card opens the profile; the buttons sit above this layer.
        '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
        '&:focus-visible': { outline: 'none' },
      },
    },
  },
});

/** Only the nickname gives way: it ends in an ellipsis, never the age after it. */
export const nickname = style({
  '@layer': {
    [components]: {
      unicodeBidi: 'isolate',
      minInlineSize: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});

export const age = style({ '@layer': { [components]: { flexShrink: 0, whiteSpace: 'pre' } } });

export const badge = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-grid',
      placeItems: 'center',
      flexShrink: 0,
      inlineSize: '18px',
      blockSize: '18px',
      borderRadius: vars.radius.full,
      fontSize: '11px',
      fontWeight: vars.font.weight.bold,
      selectors: {
        '&[data-kind="verified"]': { backgroundColor: '#2F8CFF', color: '#FFFFFF', textShadow: 'none' },
        '&[data-kind="premium"]': { backgroundColor: '#F5B43A', color: '#3A2300', textShadow: 'none' },
      },
    },
  },
});

export const location = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['1'],
      margin: 0,
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      selectors: {
        [`${root}[data-layout="grid"] &`]: { color: 'rgba(255, 255, 255, 0.92)' },
        [`${root}[data-layout="list"] &`]: { color: vars.color.fg.secondary },
      },
    },
  },
});

export const hint = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      selectors: { [`${root}[data-layout="list"] &`]: { color: vars.color.fg.secondary } },
    },
  },
});

export const actions = style({
  '@layer': {
    [components]: {
      position: 'relative',
      zIndex: 2,
      display: 'flex',
      gap: vars.space['2'],
      selectors: {
        [`${root}[data-layout="grid"] &`]: {
          gridArea: '1 / 1',
          alignSelf: 'end',
          justifySelf: 'end',
          flexDirection: 'column',
          padding: vars.space['3'],
        },
      },
      '@media': {
        [phone]: { selectors: { [`${root}[data-layout="list"] &`]: { flexDirection: 'column', gap: '4px' } } },
      },
    },
  },
});

export const action = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      inlineSize: vars.touchableSize,
      blockSize: vars.touchableSize,
      border: 0,
      borderRadius: vars.radius.full,
      cursor: 'pointer',
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.emphasized}`,
      selectors: {
        [`${root}[data-layout="grid"] &`]: {
          backgroundColor: 'rgba(255, 255, 255, 0.94)',
          color: '#2A1A22',
          boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
        },
        [`${root}[data-layout="list"] &`]: {
          backgroundColor: vars.color.bg.neutralSoft,
          color: vars.color.fg.neutral,
        },
        '&[data-action="like"][aria-pressed="true"]': {
          backgroundColor: vars.color.bg.accent,
          color: vars.color.fg.onAccent,
        },
        '&:disabled': { opacity: 0.6, cursor: 'progress' },
        '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      },
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          selectors: { '&:active:not(:disabled)': { transform: 'scale(0.9)' } },
        },
      },
    },
  },
});

export const skeletonLine = style({
  '@layer': {
    [components]: {
      display: 'block',
      blockSize: '12px',
      inlineSize: '40%',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.neutralSoft,
      selectors: {
        '&[data-width="wide"]': { inlineSize: '65%', blockSize: '16px' },
        [`${root}[data-layout="grid"] &`]: { backgroundColor: 'rgba(255, 255, 255, 0.5)' },
      },
    },
  },
});
