import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border.neutral}`,
      backgroundColor: vars.color.bg.surface,
      overflow: 'hidden',
    },
  },
});

export const item = style({
  '@layer': {
    [components]: { selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border.neutral}` } } },
  },
});

export const header = style({ '@layer': { [components]: { margin: 0, fontSize: 'inherit' } } });

export const trigger = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['3'],
      inlineSize: '100%',
      minBlockSize: '52px',
      paddingInline: vars.space['4'],
      paddingBlock: vars.space['2'],
      fontWeight: vars.font.weight.medium,
      textAlign: 'start',
      cursor: 'pointer',
      overflowWrap: 'anywhere',
      selectors: {
        '&:hover': { backgroundColor: vars.color.bg.neutralSoft },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: `-${vars.focusRing.width}`,
        },
      },
    },
  },
});

export const chevron = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      color: vars.color.fg.secondary,
      transitionProperty: 'transform',
      transitionDuration: vars.motion.duration.normal,
      selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
    },
  },
});

export const content = style({
  '@layer': {
    [components]: {
      paddingInline: vars.space['4'],
      paddingBlockEnd: vars.space['4'],
      color: vars.color.fg.secondary,
      overflowWrap: 'anywhere',
    },
  },
});
