import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui';

/** The page's padding; the frame (title, sections, sticky bar) is the SettingsLayout's. */
export const page = style({
  inlineSize: '100%',
  padding: vars.space['4'],
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space['6'] } },
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
