import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/theme';

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

/** Private-photo requests in the privacy tab: one row per requester. */
export const requests = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });
export const request = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border.neutral}` } },
});
export const requestText = style({ flex: '1 1 180px', minInlineSize: 0, overflowWrap: 'break-word' });
export const requestActions = style({
  display: 'flex',
  gap: vars.space['2'],
  flexShrink: 0,
  marginInlineStart: 'auto',
});
export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
