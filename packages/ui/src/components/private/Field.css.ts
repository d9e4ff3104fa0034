import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** One column that may shrink below its content (a long value or label never widens the field). */
export const root = style({
  '@layer': {
    [components]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['1'], minInlineSize: 0 },
  },
});

export const label = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      fontWeight: vars.font.weight.medium,
      color: vars.color.fg.neutral,
      overflowWrap: 'anywhere',
    },
  },
});

export const required = style({
  '@layer': { [components]: { color: vars.color.fg.critical, marginInlineStart: vars.space['1'] } },
});

export const hint = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      color: vars.color.fg.secondary,
      overflowWrap: 'anywhere',
    },
  },
});

export const error = style({
  '@layer': {
    [components]: {
      display: 'flex',
      gap: vars.space['1'],
      alignItems: 'flex-start',
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      color: vars.color.fg.critical,
      overflowWrap: 'anywhere',
    },
  },
});

/** The bordered box around an input: text fields, selects, comboboxes, date fields. */
export const control = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      minBlockSize: vars.touchableSize,
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border.strong}`,
      backgroundColor: vars.color.bg.surface,
      color: vars.color.fg.neutral,
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&:hover': { borderColor: vars.color.fg.secondary },
        '&:focus-within': {
          borderColor: vars.color.border.focus,
          boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
        },
        '&[data-invalid="true"]': { borderColor: vars.color.border.critical },
        '&[data-invalid="true"]:focus-within': { boxShadow: `0 0 0 1px ${vars.color.border.critical}` },
        '&[data-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      },
    },
  },
});

/** The bare input inside `control`. */
export const input = style({
  '@layer': {
    [components]: {
      flex: 1,
      minInlineSize: 0,
      alignSelf: 'stretch',
      border: 0,
      padding: 0,
      margin: 0,
      background: 'transparent',
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      outline: 'none',
      textAlign: 'start',
      selectors: {
        '&::placeholder': { color: vars.color.fg.secondary, opacity: 1 },
        '&:focus-visible': { outline: 'none' },
        '&:disabled': { cursor: 'not-allowed' },
      },
    },
  },
});

export const adornment = style({
  '@layer': { [components]: { display: 'inline-flex', flexShrink: 0, color: vars.color.fg.secondary } },
});
