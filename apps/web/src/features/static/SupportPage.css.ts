import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/theme';

export const contact = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlockStart: vars.space['6'],
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '280px minmax(0, 1fr)', alignItems: 'start' } },
});

export const details = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.bg.accentSoft,
});

globalStyle(`${details} dt`, { fontSize: vars.font.size.sm, color: vars.color.fg.secondary });
globalStyle(`${details} dd`, { margin: 0, fontWeight: vars.font.weight.medium });
globalStyle(`${details} a`, { color: vars.color.fg.link });

export const formCard = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.neutral}`,
  boxShadow: vars.shadow.sm,
});

export const formTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.bold,
});
