import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const box = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '22px',
      blockSize: '22px',
      marginBlockStart: '1px',
      borderRadius: vars.radius.sm,
      border: `2px solid ${vars.color.border.strong}`,
      backgroundColor: vars.color.bg.surface,
      color: vars.color.fg.onAccent,
      cursor: 'inherit',
      transitionProperty: 'background-color, border-color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        '&[data-state="checked"], &[data-state="indeterminate"]': {
          backgroundColor: vars.color.bg.accent,
          borderColor: vars.color.bg.accent,
        },
        '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
      },
    },
  },
});

export const indicator = style({ '@layer': { [components]: { display: 'inline-flex' } } });
