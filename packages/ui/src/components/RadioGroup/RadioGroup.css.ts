import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { choiceBox, choiceFocus, choiceFrame } from '../../theme/shapes';

export const fieldset = style({
  '@layer': {
    [components]: { border: 0, margin: 0, padding: 0, minInlineSize: 0, display: 'grid', gap: vars.space['1'] },
  },
});

export const options = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      selectors: {
        '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['6'] },
      },
    },
  },
});

export const radio = style({
  '@layer': {
    [components]: {
      ...choiceBox,
      borderRadius: vars.radius.full,
      ...choiceFrame,
      cursor: 'inherit',
      selectors: {
        '&:focus-visible': choiceFocus,
        '&[data-state="checked"]': { borderColor: vars.color.bg.accent },
        '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
      },
    },
  },
});

export const dot = style({
  '@layer': {
    [components]: {
      display: 'block',
      inlineSize: '10px',
      blockSize: '10px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
    },
  },
});
