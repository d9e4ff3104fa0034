import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['3'],
      padding: vars.space['5'],
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.surface,
      border: `1px solid ${vars.color.border.neutral}`,
      selectors: { '&[data-state="editing"]': { borderColor: vars.color.border.focus } },
    },
  },
});

export const header = style({
  '@layer': {
    [components]: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] },
  },
});

export const title = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold } },
});

export const view = style({
  '@layer': { [components]: { overflowWrap: 'anywhere', color: vars.color.fg.neutral } },
});

export const form = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['4'] } },
});

export const footer = style({
  '@layer': { [components]: { display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] } },
});
