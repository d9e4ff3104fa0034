import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { chatFontFamily } from '../private/chatText';

// The bubble itself: its row, its shape and colours, the text, the time and ticks, notes; and a failure under it.

/** One row of the conversation: own messages at the inline end, the partner's at the start (mirrors in RTL). */
export const row = style({
  '@layer': {
    [components]: {
      fontFamily: chatFontFamily,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space['1'],
      inlineSize: '100%',
      selectors: {
        '&[data-own="true"]': { alignItems: 'flex-end' },
        '&[data-kind="system"], &[data-kind="call"]': { alignItems: 'center' },
      },
    },
  },
});

/** The bubble: the product's accent for own messages, a raised surface for the partner's, a tail on the last. */
export const bubble = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'flow-root',
      maxInlineSize: 'min(78%, 520px)',
      minInlineSize: 0,
      paddingBlock: vars.space['2'],
      paddingInline: vars.space['3'],
      borderRadius: '18px',
      backgroundColor: vars.color.bg.surfaceRaised,
      color: vars.color.fg.neutral,
      boxShadow: vars.shadow.sm,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      overflowWrap: 'anywhere',
      selectors: {
        '[data-own="true"] > &': { backgroundColor: vars.color.bg.accent, color: vars.color.fg.onAccent },
        // The tail: the corner nearest the sender's side is sharper on the last bubble of a run.
        '[data-own="false"][data-position="single"] > &, [data-own="false"][data-position="last"] > &': {
          borderEndStartRadius: '6px',
        },
        '[data-own="true"][data-position="single"] > &, [data-own="true"][data-position="last"] > &': {
          borderEndEndRadius: '6px',
        },
        '[data-own="false"][data-position="middle"] > &, [data-own="false"][data-position="last"] > &': {
          borderStartStartRadius: '6px',
        },
        '[data-own="true"][data-position="middle"] > &, [data-own="true"][data-position="last"] > &': {
          borderStartEndRadius: '6px',
        },
        '[data-own="false"][data-position="first"] > &': { borderEndStartRadius: '6px' },
        '[data-own="true"][data-position="first"] > &': { borderEndEndRadius: '6px' },
        // Media fill the bubble edge to edge; a caption keeps its padding.
        '&[data-media="true"]': { padding: vars.space['1'] },
        '&[data-jumbo="true"]': {
          backgroundColor: 'transparent',
          boxShadow: 'none',
          paddingInline: 0,
          paddingBlock: 0,
          color: vars.color.fg.neutral,
        },
        '[data-status="failed"] > &, [data-status="uploadFailed"] > &': {
          outline: `2px solid ${vars.color.border.critical}`,
          outlineOffset: '1px',
        },
      },
    },
  },
});

export const text = style({
  '@layer': { [components]: { whiteSpace: 'pre-wrap', margin: 0 } },
});

/** One to three emoji alone (and winks): large, without a bubble, like the messaging apps people know. */
export const jumbo = style({
  '@layer': {
    [components]: {
      display: 'block',
      fontSize: '44px',
      lineHeight: '52px',
      margin: 0,
    },
  },
});

/** Time and delivery tick, floated to the inline end of the last line (the text wraps around it). */
export const meta = style({
  '@layer': {
    [components]: {
      float: 'inline-end',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3px',
      marginInlineStart: vars.space['2'],
      marginBlockStart: '6px',
      marginBlockEnd: '-3px',
      fontSize: '11px',
      lineHeight: vars.font.lineHeight.xs,
      fontVariantNumeric: 'tabular-nums',
      color: vars.color.fg.secondary,
      whiteSpace: 'nowrap',
      selectors: {
        '[data-own="true"] > * > &': { color: vars.color.fg.onAccent },
        '[data-jumbo="true"] > &': { float: 'none', display: 'flex', justifyContent: 'flex-end', marginInlineStart: 0 },
        '[data-jumbo="true"] > &, [data-own="true"] > [data-jumbo="true"] > &': { color: vars.color.fg.secondary },
        '[data-media="true"] > &': {
          position: 'absolute',
          insetBlockEnd: vars.space['2'],
          insetInlineEnd: vars.space['2'],
          margin: 0,
          paddingInline: '6px',
          borderRadius: vars.radius.full,
          backgroundColor: 'rgba(20, 15, 20, 0.62)',
          color: '#FFFFFF',
        },
        '[data-media="true"][data-caption="true"] > &, [data-media="true"][data-card="true"] > &': {
          position: 'static',
          float: 'inline-end',
          marginBlockStart: vars.space['1'],
          marginInlineEnd: vars.space['2'],
          marginBlockEnd: vars.space['1'],
          backgroundColor: 'transparent',
          color: 'inherit',
        },
      },
    },
  },
});

/** Delivery ticks; read is the spec's green tick — a green disc, so it reads on the accent bubble in both themes. */
export const tick = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      selectors: {
        '&[data-status="read"]': {
          blockSize: '16px',
          paddingInline: '2px',
          borderRadius: vars.radius.full,
          backgroundColor: vars.color.bg.positive,
          color: vars.color.fg.onPositive,
        },
      },
    },
  },
});

/** A note in the conversation (a call ended, a request approved): centred, quiet, never a bubble. */
export const note = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      maxInlineSize: 'min(90%, 560px)',
      paddingBlock: '6px',
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.neutralSoft,
      color: vars.color.fg.secondary,
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      overflowWrap: 'anywhere',
      textAlign: 'center',
    },
  },
});

export const noteTime = style({
  '@layer': { [components]: { fontSize: '11px', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } },
});

export const unsupported = style({
  '@layer': { [components]: { fontStyle: 'italic', color: 'inherit', margin: 0 } },
});

/** Under a failed bubble: what happened and a retry, in the critical colour. */
export const failure = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      color: vars.color.fg.critical,
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const retry = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      minBlockSize: '28px',
      paddingInline: vars.space['2'],
      border: `1px solid ${vars.color.border.critical}`,
      borderRadius: vars.radius.full,
      background: 'none',
      color: vars.color.fg.critical,
      font: 'inherit',
      cursor: 'pointer',
      selectors: {
        '&:hover': { backgroundColor: vars.color.bg.criticalSoft },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});
