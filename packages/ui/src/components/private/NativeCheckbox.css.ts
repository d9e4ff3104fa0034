import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** Holds the native input and the check mark drawn over it. */
export const frame = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      marginBlockStart: '1px',
    },
  },
});

/** Same look as the Radix-based Checkbox's box, on a native input (no Radix on the sign-in page). */
export const box = style({
  '@layer': {
    [components]: {
      appearance: 'none',
      margin: 0,
      boxSizing: 'border-box',
      inlineSize: '22px',
      blockSize: '22px',
      borderRadius: vars.radius.sm,
      border: `2px solid ${vars.color.border.strong}`,
      backgroundColor: vars.color.bg.surface,
      cursor: 'inherit',
      transitionProperty: 'background-color, border-color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        '&:checked': {
          backgroundColor: vars.color.bg.accent,
          borderColor: vars.color.bg.accent,
        },
      },
    },
  },
});

export const mark = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlock: 0,
      insetInline: 0,
      display: 'none',
      alignItems: 'center',
      justifyContent: 'center',
      color: vars.color.fg.onAccent,
      pointerEvents: 'none',
      selectors: { [`${box}:checked + &`]: { display: 'inline-flex' } },
    },
  },
});
