import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      position: 'sticky',
      insetBlockEnd: vars.space['3'],
      zIndex: 5,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['3'],
      padding: vars.space['3'],
      paddingInlineStart: vars.space['4'],
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.surfaceRaised,
      border: `1px solid ${vars.color.border.neutral}`,
      boxShadow: vars.shadow.md,
      selectors: { '&[data-dirty="true"]': { borderColor: vars.color.border.focus } },
    },
  },
});

export const text = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium } },
});

export const actions = style({
  '@layer': { [components]: { display: 'flex', gap: vars.space['2'], flexShrink: 0 } },
});
