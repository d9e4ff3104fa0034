import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { choiceBox, choiceFocus, choiceFrame } from '../../theme/shapes';

export const box = style({
  '@layer': {
    [components]: {
      ...choiceBox,
      borderRadius: vars.radius.sm,
      ...choiceFrame,
      color: vars.color.fg.onAccent,
      cursor: 'inherit',
      transitionProperty: 'background-color, border-color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&:focus-visible': choiceFocus,
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
