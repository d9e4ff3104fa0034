import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { countBadge } from '../../theme/shapes';
import { chatFontFamily } from '../private/chatText';

export const root = style({
  '@layer': {
    [components]: {
      fontFamily: chatFontFamily,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      minBlockSize: '64px',
      paddingBlock: vars.space['2'],
      paddingInline: vars.space['2'],
      borderBlockEnd: `1px solid ${vars.color.border.neutral}`,
      backgroundColor: vars.color.bg.surface,
    },
  },
});

/** Photo, name and status: a button to the partner's profile when the app offers one. */
export const identity = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['3'],
      flex: 1,
      minInlineSize: 0,
      paddingBlock: vars.space['1'],
      paddingInline: vars.space['2'],
      border: 'none',
      borderRadius: vars.radius.lg,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'start',
      selectors: {
        'button&': { cursor: 'pointer' },
        'button&:hover': { backgroundColor: vars.color.bg.neutralSoft },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: '-2px',
        },
      },
    },
  },
});

export const text = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', minInlineSize: 0 } },
});

export const name = style({
  '@layer': {
    [components]: {
      margin: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      fontWeight: vars.font.weight.bold,
      color: vars.color.fg.neutral,
    },
  },
});

/** The name in its own direction, cut at its own end, placed at the page's start. */
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

export const status = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      color: vars.color.fg.secondary,
      selectors: { '&[data-online="true"]': { color: vars.color.fg.positive } },
    },
  },
});

export const disconnected = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '4px',
      paddingInline: '6px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.criticalSoft,
      color: vars.color.fg.critical,
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const actions = style({
  '@layer': {
    [components]: { display: 'flex', alignItems: 'center', gap: vars.space['1'], flexShrink: 0 },
  },
});

export const badgeWrap = style({
  '@layer': { [components]: { position: 'relative', display: 'inline-flex' } },
});

export const count = style({
  '@layer': {
    [components]: {
      ...countBadge,
      insetBlockStart: '2px',
      pointerEvents: 'none',
    },
  },
});
