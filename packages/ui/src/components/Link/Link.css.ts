import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      color: vars.color.fg.link,
      fontWeight: vars.font.weight.medium,
      textDecorationLine: 'underline',
      textDecorationThickness: '1px',
      textUnderlineOffset: '3px',
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      selectors: {
        '&:hover': { textDecorationThickness: '2px' },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: '2px',
        },
        '&[data-tone="neutral"]': { color: vars.color.fg.neutral },
        '&[data-tone="secondary"]': { color: vars.color.fg.secondary, fontWeight: vars.font.weight.regular },
        '&[data-underline="hover"]': { textDecorationLine: 'none' },
        '&[data-underline="hover"]:hover': { textDecorationLine: 'underline' },
        '&[aria-current="page"]': { fontWeight: vars.font.weight.bold },
      },
    },
  },
});
