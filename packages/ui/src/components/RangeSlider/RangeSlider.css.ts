import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const header = style({
  '@layer': {
    [components]: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['2'] },
  },
});

export const output = style({
  '@layer': {
    [components]: {
      fontWeight: vars.font.weight.medium,
      color: vars.color.fg.accent,
      fontVariantNumeric: 'tabular-nums',
      // The readout ("18 – 35") stays on one line; a long label wraps instead.
      whiteSpace: 'nowrap',
      flexShrink: 0,
    },
  },
});

export const root = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      blockSize: vars.touchableSize,
      touchAction: 'none',
      userSelect: 'none',
      selectors: { '&[data-disabled]': { opacity: 0.55 } },
    },
  },
});

export const track = style({
  '@layer': {
    [components]: {
      position: 'relative',
      flexGrow: 1,
      blockSize: '6px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.neutralSoftHover,
      overflow: 'hidden',
    },
  },
});

export const range = style({
  '@layer': { [components]: { position: 'absolute', blockSize: '100%', backgroundColor: vars.color.bg.accent } },
});

export const thumb = style({
  '@layer': {
    [components]: {
      display: 'block',
      inlineSize: '24px',
      blockSize: '24px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.surface,
      border: `2px solid ${vars.color.bg.accent}`,
      boxShadow: vars.shadow.sm,
      cursor: 'grab',
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        '&:active': { cursor: 'grabbing' },
      },
    },
  },
});
