import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['6'] } },
});

export const field = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['2'] } },
});

export const fieldHeader = style({
  '@layer': {
    [components]: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['2'] },
  },
});

export const label = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      fontWeight: vars.font.weight.medium,
      color: vars.color.fg.neutral,
      padding: 0,
      marginBlockEnd: vars.space['2'],
    },
  },
});

export const output = style({
  '@layer': {
    [components]: { fontSize: vars.font.size.sm, color: vars.color.fg.secondary, fontVariantNumeric: 'tabular-nums' },
  },
});

export const range = style({
  '@layer': { [components]: { inlineSize: '100%', accentColor: vars.color.bg.accent, blockSize: '24px' } },
});

export const note = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      color: vars.color.fg.secondary,
    },
  },
});

export const switches = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['3'] } },
});

export const fieldset = style({
  '@layer': { [components]: { border: 0, margin: 0, padding: 0, minInlineSize: 0 } },
});

export const tags = style({
  '@layer': { [components]: { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] } },
});

export const tag = style({
  '@layer': {
    [components]: {
      minBlockSize: '36px',
      paddingInline: vars.space['3'],
      border: `1px solid ${vars.color.border.neutral}`,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.surface,
      color: vars.color.fg.neutral,
      font: 'inherit',
      fontSize: vars.font.size.sm,
      cursor: 'pointer',
      selectors: {
        '&[data-state="on"]': {
          backgroundColor: vars.color.bg.accentSoft,
          borderColor: vars.color.bg.accent,
          color: vars.color.fg.accent,
          fontWeight: vars.font.weight.medium,
        },
        '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      },
    },
  },
});

export const footer = style({
  '@layer': {
    [components]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space['2'],
      paddingBlockStart: vars.space['2'],
      borderBlockStart: `1px solid ${vars.color.border.neutral}`,
    },
  },
});
