import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/theme';

// The same divider and two-column buttons as the sign-in form's social row.
export const section = style({ display: 'grid', gap: vars.space['4'] });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  color: vars.color.fg.secondary,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, blockSize: '1px', backgroundColor: vars.color.border.neutral },
  },
});

export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'] });
