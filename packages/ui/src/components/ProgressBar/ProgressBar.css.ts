import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const fraction = createVar();

export const root = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['1'] } } });

export const header = style({
  '@layer': {
    [components]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space['2'],
      fontSize: vars.font.size.sm,
      color: vars.color.fg.secondary,
    },
  },
});

export const track = style({
  '@layer': {
    [components]: {
      position: 'relative',
      blockSize: '8px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.neutralSoftHover,
      overflow: 'hidden',
      selectors: { '&[data-size="sm"]': { blockSize: '4px' } },
    },
  },
});

/** Grows from the inline start (from the right in Hebrew): inline-size, not translateX. */
export const indicator = style({
  '@layer': {
    [components]: {
      blockSize: '100%',
      inlineSize: `calc(${fraction} * 100%)`,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
      transitionProperty: 'inline-size',
      transitionDuration: vars.motion.duration.slow,
      selectors: {
        '[data-tone="positive"] > &': { backgroundColor: vars.color.bg.positive },
        '[data-state="indeterminate"] > &': { inlineSize: '35%', opacity: 0.8 },
      },
    },
  },
});
