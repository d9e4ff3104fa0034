import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  inlineSize: '100%',
  maxInlineSize: '760px',
  marginInline: 'auto',
  padding: vars.space['4'],
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space['6'] } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight['2xl'],
  fontWeight: vars.font.weight.bold,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.neutral}`,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const muted = style({ margin: 0, color: vars.color.fg.secondary, fontSize: vars.font.size.sm });
export const danger = style([card, { borderColor: vars.color.border.critical }]);
