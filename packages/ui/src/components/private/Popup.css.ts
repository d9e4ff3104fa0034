import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.98)' } });

/** Floating surface of menus, select lists, combobox suggestions and tooltips. */
export const surface = style({
  '@layer': {
    [components]: {
      zIndex: 150,
      minInlineSize: '180px',
      maxBlockSize: 'min(320px, var(--radix-popper-available-height, 320px))',
      overflowY: 'auto',
      padding: vars.space['1'],
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.bg.surfaceRaised,
      color: vars.color.fg.neutral,
      border: `1px solid ${vars.color.border.neutral}`,
      boxShadow: vars.shadow.lg,
      animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      transformOrigin: 'var(--radix-popper-transform-origin, top)',
    },
  },
});

export const item = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      inlineSize: '100%',
      minBlockSize: vars.touchableSize,
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.md,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      cursor: 'pointer',
      userSelect: 'none',
      overflowWrap: 'anywhere',
      selectors: {
        '&[data-highlighted], &[data-active="true"]': { backgroundColor: vars.color.bg.neutralSoft, outline: 'none' },
        '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
        '&[data-tone="critical"]': { color: vars.color.fg.critical },
        '&[data-tone="critical"][data-highlighted]': { backgroundColor: vars.color.bg.criticalSoft },
        '&[data-state="checked"], &[aria-selected="true"]': { fontWeight: vars.font.weight.medium },
      },
    },
  },
});

export const itemIcon = style({
  '@layer': { [components]: { display: 'inline-flex', color: 'inherit', flexShrink: 0 } },
});

export const itemIndicator = style({
  '@layer': { [components]: { marginInlineStart: 'auto', display: 'inline-flex', color: vars.color.fg.accent } },
});

export const separator = style({
  '@layer': {
    [components]: { blockSize: '1px', marginBlock: vars.space['1'], backgroundColor: vars.color.border.neutral },
  },
});

export const empty = style({
  '@layer': {
    [components]: {
      paddingInline: vars.space['3'],
      paddingBlock: vars.space['3'],
      color: vars.color.fg.secondary,
      fontSize: vars.font.size.sm,
    },
  },
});
