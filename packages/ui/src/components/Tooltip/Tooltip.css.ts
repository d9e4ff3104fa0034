import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** Inverted bubble: neutral text colour as background, surface colour as text (≥ 4.5:1 by the contrast test). */
export const content = style({
  '@layer': {
    [components]: {
      zIndex: 160,
      maxInlineSize: '260px',
      paddingInline: vars.space['3'],
      paddingBlock: vars.space['2'],
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.fg.neutral,
      color: vars.color.bg.surface,
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      boxShadow: vars.shadow.md,
      overflowWrap: 'anywhere',
    },
  },
});

export const arrow = style({ '@layer': { [components]: { fill: vars.color.fg.neutral } } });
