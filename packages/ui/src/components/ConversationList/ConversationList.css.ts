import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { chatFontFamily } from '../private/chatText';

export const root = style({
  '@layer': {
    [components]: {
      fontFamily: chatFontFamily,
      display: 'flex',
      flexDirection: 'column',
      minBlockSize: 0,
      blockSize: '100%',
      backgroundColor: vars.color.bg.surface,
    },
  },
});

export const header = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['2'],
      paddingBlock: vars.space['3'],
      paddingInlineStart: vars.space['4'],
      paddingInlineEnd: vars.space['2'],
      borderBlockEnd: `1px solid ${vars.color.border.neutral}`,
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
      color: vars.color.fg.neutral,
    },
  },
});

export const headerActions = style({
  '@layer': { [components]: { display: 'flex', alignItems: 'center', gap: vars.space['1'] } },
});

export const list = style({
  '@layer': {
    [components]: {
      listStyle: 'none',
      margin: 0,
      padding: vars.space['2'],
      flex: 1,
      minBlockSize: 0,
      overflowY: 'auto',
      display: 'flex',
      flexDirection: 'column',
      gap: '2px',
    },
  },
});

export const skeletonRow = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['3'],
      minBlockSize: '72px',
      paddingInline: vars.space['3'],
    },
  },
});

export const empty = style({
  '@layer': { [components]: { flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' } },
});

/** One conversation: photo, name and time, then the preview and the unread count. */
export const item = style({
  '@layer': {
    [components]: {
      fontFamily: chatFontFamily,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['3'],
      inlineSize: '100%',
      minBlockSize: '72px',
      paddingBlock: vars.space['2'],
      paddingInline: vars.space['3'],
      border: 'none',
      borderRadius: vars.radius.lg,
      background: 'none',
      color: vars.color.fg.neutral,
      font: 'inherit',
      textAlign: 'start',
      textDecoration: 'none',
      cursor: 'pointer',
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        '&:hover': { backgroundColor: vars.color.bg.neutralSoft },
        '&[aria-current]': { backgroundColor: vars.color.bg.accentSoft },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: '-2px',
        },
      },
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
  },
});

export const body = style({
  '@layer': {
    [components]: { display: 'flex', flexDirection: 'column', gap: '2px', flex: 1, minInlineSize: 0 },
  },
});

export const line = style({
  '@layer': {
    [components]: { display: 'flex', alignItems: 'baseline', gap: vars.space['2'], minInlineSize: 0 },
  },
});

export const name = style({
  '@layer': {
    [components]: {
      flex: 1,
      minInlineSize: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      fontWeight: vars.font.weight.medium,
      selectors: { [`${item}[data-unread="true"] &`]: { fontWeight: vars.font.weight.bold } },
    },
  },
});

/** User text inside a line: its own direction, cut with an ellipsis at its own end, placed at the page's start. */
export const clip = style({
  '@layer': {
    [components]: {
      display: 'inline-block',
      maxInlineSize: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      verticalAlign: 'top',
    },
  },
});

export const time = style({
  '@layer': {
    [components]: {
      flexShrink: 0,
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      color: vars.color.fg.secondary,
      fontVariantNumeric: 'tabular-nums',
      selectors: {
        [`${item}[data-unread="true"] &`]: { color: vars.color.fg.accent, fontWeight: vars.font.weight.medium },
      },
    },
  },
});

export const preview = style({
  '@layer': {
    [components]: {
      flex: 1,
      minInlineSize: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      color: vars.color.fg.secondary,
      selectors: {
        [`${item}[data-unread="true"] &`]: { color: vars.color.fg.neutral, fontWeight: vars.font.weight.medium },
        '&[data-typing="true"]': { color: vars.color.fg.accent, fontStyle: 'italic' },
      },
    },
  },
});

export const unread = style({
  '@layer': {
    [components]: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minInlineSize: '22px',
      blockSize: '22px',
      paddingInline: '6px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
      color: vars.color.fg.onAccent,
      fontSize: vars.font.size.xs,
      lineHeight: 1,
      fontWeight: vars.font.weight.bold,
      fontVariantNumeric: 'tabular-nums',
    },
  },
});
