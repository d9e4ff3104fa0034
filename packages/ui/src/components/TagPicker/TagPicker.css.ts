import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const fieldset = style({
  '@layer': {
    [components]: { border: 0, margin: 0, padding: 0, minInlineSize: 0, display: 'grid', gap: vars.space['2'] },
  },
});

export const header = style({
  '@layer': {
    [components]: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['2'] },
  },
});

export const count = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.sm,
      color: vars.color.fg.secondary,
      fontVariantNumeric: 'tabular-nums',
      selectors: { '&[data-full="true"]': { color: vars.color.fg.accent, fontWeight: vars.font.weight.medium } },
    },
  },
});

export const chips = style({
  '@layer': {
    [components]: { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' },
  },
});

export const chip = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      minBlockSize: vars.touchableSize,
      paddingInline: vars.space['4'],
      borderRadius: vars.radius.full,
      border: `1px solid ${vars.color.border.strong}`,
      backgroundColor: vars.color.bg.surface,
      color: vars.color.fg.neutral,
      fontSize: vars.font.size.sm,
      cursor: 'pointer',
      userSelect: 'none',
      overflowWrap: 'anywhere',
      transitionProperty: 'background-color, border-color, color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&:hover': { borderColor: vars.color.fg.accent },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        '&[aria-pressed="true"]': {
          backgroundColor: vars.color.bg.accentSoft,
          borderColor: vars.color.fg.accent,
          color: vars.color.fg.accent,
          fontWeight: vars.font.weight.medium,
        },
        '&[data-at-limit="true"]': {
          opacity: 0.5,
          cursor: 'not-allowed',
          borderStyle: 'dashed',
        },
        '&[data-at-limit="true"]:hover': { borderColor: vars.color.border.strong },
      },
    },
  },
});

/** "Show 20 more" / "Show fewer": a quiet text button under the chips, as tall as a finger needs. */
export const more = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
      justifySelf: 'start',
      display: 'inline-flex',
      alignItems: 'center',
      minBlockSize: vars.touchableSize,
      paddingInline: vars.space['2'],
      marginInlineStart: `calc(-1 * ${vars.space['2']})`,
      borderRadius: vars.radius.md,
      color: vars.color.fg.link,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      cursor: 'pointer',
      selectors: {
        '&:hover': { color: vars.color.fg.accent },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});

export const warning = style({
  '@layer': {
    [components]: {
      display: 'flex',
      gap: vars.space['1'],
      alignItems: 'center',
      fontSize: vars.font.size.sm,
      color: vars.color.fg.caution,
      minBlockSize: vars.font.lineHeight.sm,
    },
  },
});
