import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['6'] } } });

export const progress = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['3'] } } });

export const stepOf = style({
  '@layer': {
    [components]: {
      margin: 0,
      color: vars.color.fg.secondary,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const steps = style({
  '@layer': {
    [components]: {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'grid',
      // Equal shares, but never narrower than a step's longest word ('Preferences' broke mid-word at 375 px).
      gridTemplateColumns: 'repeat(4, minmax(min-content, 1fr))',
      gap: vars.space['2'],
    },
  },
});

export const step = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['2'],
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      color: vars.color.fg.secondary,
      // `break-word`, not `anywhere`: the latter would let min-content (above) break inside a word.
      overflowWrap: 'break-word',
      selectors: {
        '&[data-state="current"]': { color: vars.color.fg.neutral, fontWeight: vars.font.weight.bold },
        '&[data-state="complete"]': { color: vars.color.fg.accent },
      },
    },
  },
});

export const bar = style({
  '@layer': {
    [components]: {
      blockSize: '6px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.neutralSoft,
      transition: `background-color ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
      selectors: {
        [`${step}[data-state="current"] &, ${step}[data-state="complete"] &`]: {
          backgroundColor: vars.color.bg.accent,
        },
      },
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
  },
});

export const intro = style({ '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary } } });

export const fields = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['5'] } } });

export const photo = style({
  '@layer': {
    [components]: {
      display: 'grid',
      justifyItems: 'center',
      gap: vars.space['4'],
      padding: vars.space['6'],
      borderRadius: vars.radius.xl,
      border: `2px dashed ${vars.color.border.neutral}`,
      backgroundColor: vars.color.bg.sunken,
      textAlign: 'center',
      selectors: { '&[data-invalid="true"]': { borderColor: vars.color.border.critical } },
    },
  },
});

export const preview = style({
  '@layer': {
    [components]: {
      inlineSize: '160px',
      blockSize: '160px',
      borderRadius: vars.radius.full,
      objectFit: 'cover',
      boxShadow: vars.shadow.md,
      border: `4px solid ${vars.color.bg.surface}`,
    },
  },
});

export const placeholder = style([
  preview,
  {
    '@layer': {
      [components]: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: vars.color.bg.accentSoft,
        color: vars.color.fg.accent,
      },
    },
  },
]);

export const fileInput = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      opacity: 0,
      overflow: 'hidden',
    },
  },
});

export const fileButton = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      minBlockSize: vars.touchableSize,
      paddingInline: vars.space['5'],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
      color: vars.color.fg.onAccent,
      fontWeight: vars.font.weight.medium,
      cursor: 'pointer',
      selectors: {
        '&:hover': { backgroundColor: vars.color.bg.accentHover },
        [`${fileInput}:focus-visible + &`]: {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});

export const muted = style({
  '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary, fontSize: vars.font.size.sm } },
});

export const error = style({
  '@layer': { [components]: { margin: 0, color: vars.color.fg.critical, fontSize: vars.font.size.sm } },
});

export const agreements = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['3'],
      paddingBlockStart: vars.space['4'],
      borderBlockStart: `1px solid ${vars.color.border.neutral}`,
    },
  },
});

/** Back and Continue: when both do not fit on one line, Continue moves under Back rather than breaking a word. */
export const actions = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space['3'],
      justifyContent: 'space-between',
      alignItems: 'center',
    },
  },
});

globalStyle(`${actions} > :last-child`, { '@layer': { [components]: { marginInlineStart: 'auto' } } });
