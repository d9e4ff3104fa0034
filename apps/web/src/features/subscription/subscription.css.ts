import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['5'],
  inlineSize: '100%',
  maxInlineSize: '880px',
  marginInline: 'auto',
  padding: vars.space['4'],
  textAlign: 'center',
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space['8'] } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  lineHeight: vars.font.lineHeight['3xl'],
  fontWeight: vars.font.weight.bold,
});

export const lead = style({ margin: 0, color: vars.color.fg.secondary, maxInlineSize: '48ch' });

export const plans = style({
  display: 'grid',
  gap: vars.space['5'],
  inlineSize: '100%',
  paddingBlockStart: vars.space['3'],
  textAlign: 'start',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const test = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.secondary,
  textAlign: 'center',
});
