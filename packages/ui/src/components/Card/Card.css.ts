import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['3'],
      minInlineSize: 0,
      padding: vars.space['4'],
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.bg.surface,
      color: vars.color.fg.neutral,
      border: `1px solid ${vars.color.border.neutral}`,
      overflowWrap: 'anywhere',
      selectors: {
        '&[data-elevation="raised"]': {
          backgroundColor: vars.color.bg.surfaceRaised,
          boxShadow: vars.shadow.md,
          borderColor: 'transparent',
        },
        '&[data-padding="none"]': { padding: 0, overflow: 'hidden' },
        '&[data-padding="lg"]': { padding: vars.space['6'] },
      },
    },
  },
});
