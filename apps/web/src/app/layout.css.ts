import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui';

export const shell = style({ minBlockSize: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  insetBlockStart: '-100px',
  padding: vars.space['2'],
  background: vars.color.bg.surface,
  color: vars.color.fg.link,
  borderRadius: vars.radius.md,
  zIndex: 10,
  selectors: { '&:focus': { insetBlockStart: vars.space['2'] } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  flexWrap: 'wrap',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['6'],
  background: vars.color.bg.surface,
  borderBlockEnd: `1px solid ${vars.color.border.neutral}`,
  boxShadow: vars.shadow.sm,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.accent,
  textDecoration: 'none',
});

export const nav = style({ display: 'flex', gap: vars.space['1'], flexWrap: 'wrap', flex: 1 });

export const navLink = style({
  color: vars.color.fg.secondary,
  textDecoration: 'none',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { background: vars.color.bg.neutralSoft, color: vars.color.fg.neutral },
    '&[aria-current="page"]': { background: vars.color.bg.accentSoft, color: vars.color.fg.accent },
  },
});

export const controls = style({ display: 'flex', gap: vars.space['3'], alignItems: 'center' });

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.fg.secondary,
  fontSize: vars.font.size.sm,
});

export const select = style({
  minBlockSize: '36px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.bg.surface,
  color: vars.color.fg.neutral,
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '1100px',
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['6'],
});

export const footer = style({
  display: 'flex',
  gap: vars.space['4'],
  flexWrap: 'wrap',
  justifyContent: 'center',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['6'],
  borderBlockStart: `1px solid ${vars.color.border.neutral}`,
  color: vars.color.fg.secondary,
  fontSize: vars.font.size.sm,
});

export const footerLink = style({ color: vars.color.fg.link });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], alignItems: 'flex-start' });

export const heroTitle = style({
  fontSize: vars.font.size['3xl'],
  lineHeight: vars.font.lineHeight['3xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.neutral,
});

export const lead = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  color: vars.color.fg.secondary,
  maxInlineSize: '60ch',
});

export const code = style({
  fontSize: '96px',
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.accent,
});
