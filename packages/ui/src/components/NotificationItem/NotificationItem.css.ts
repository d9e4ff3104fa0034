import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space['3'],
      inlineSize: '100%',
      paddingBlock: vars.space['3'],
      paddingInline: vars.space['4'],
      border: 'none',
      borderRadius: vars.radius.md,
      backgroundColor: 'transparent',
      color: vars.color.fg.neutral,
      font: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      transitionProperty: 'background-color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&[data-unread="true"]': { backgroundColor: vars.color.bg.accentSoft },
        '&:hover': { backgroundColor: vars.color.bg.neutralSoft },
        '&[data-unread="true"]:hover': { backgroundColor: vars.color.bg.neutralSoftHover },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: `-${vars.focusRing.width}`,
        },
      },
    },
  },
});

export const media = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      borderRadius: vars.radius.full,
      // A ring in the surface's colour: initials keep their circle on an unread (tinted) row.
      boxShadow: `0 0 0 2px ${vars.color.bg.surface}`,
    },
  },
});

export const kind = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockEnd: '-2px',
      insetInlineEnd: '-4px',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '20px',
      blockSize: '20px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
      color: vars.color.fg.onAccent,
      boxShadow: `0 0 0 2px ${vars.color.bg.surface}`,
      selectors: {
        [`${root}[data-kind="message"] &, ${root}[data-kind="comment"] &`]: { backgroundColor: vars.color.bg.info },
        [`${root}[data-kind="photo"] &, ${root}[data-kind="story"] &`]: { backgroundColor: vars.color.bg.caution },
        [`${root}[data-kind="call"] &, ${root}[data-kind="generic"] &`]: { backgroundColor: vars.color.bg.positive },
      },
    },
  },
});

export const body = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2px',
      flex: 1,
      minInlineSize: 0,
    },
  },
});

export const message = style({
  '@layer': {
    [components]: {
      display: 'block',
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      overflowWrap: 'anywhere',
      selectors: { [`${root}[data-unread="true"] &`]: { fontWeight: vars.font.weight.medium } },
    },
  },
});

export const meta = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      color: vars.color.fg.secondary,
    },
  },
});

export const count = style({
  '@layer': {
    [components]: {
      paddingInline: '6px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.neutralSoft,
      color: vars.color.fg.neutral,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const dot = style({
  '@layer': {
    [components]: {
      flexShrink: 0,
      alignSelf: 'center',
      inlineSize: '10px',
      blockSize: '10px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
    },
  },
});
