import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  inlineSize: '100%',
  maxInlineSize: '880px',
  marginInline: 'auto',
  padding: vars.space['4'],
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space['6'] } },
});

export const hero = style({
  display: 'grid',
  // The name's column gives way (a long nickname wraps), never the photo's; on a narrow phone the name goes under
  // the photo, so a nickname is not broken inside a word beside it.
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  '@media': { 'screen and (max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'start' } },
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.bg.accentSoft}, ${vars.color.bg.surface})`,
  border: `1px solid ${vars.color.border.neutral}`,
});

export const heroPhoto = style({
  inlineSize: '112px',
  minInlineSize: '112px',
  blockSize: '140px',
  borderRadius: vars.radius.xl,
  objectFit: 'cover',
  backgroundColor: vars.color.bg.accentSoft,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (min-width: 768px)': { inlineSize: '160px', minInlineSize: '160px', blockSize: '200px' } },
});

export const heroInitial = style([
  heroPhoto,
  {
    display: 'grid',
    placeItems: 'center',
    fontSize: vars.font.size['3xl'],
    fontWeight: vars.font.weight.bold,
    color: vars.color.fg.accent,
  },
]);

export const heroName = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight['2xl'],
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
  minInlineSize: 0,
});

export const heroMeta = style({ margin: 0, color: vars.color.fg.secondary });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.neutral}`,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.fg.secondary });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const factLabel = style({ fontSize: vars.font.size.xs, color: vars.color.fg.secondary });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const chip = style({
  paddingInline: vars.space['3'],
  lineHeight: '30px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.neutralSoft,
  fontSize: vars.font.size.sm,
});

/** A refusal from the server, inside the section's form (not a toast). */
export const formError = style({
  margin: 0,
  color: vars.color.fg.critical,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
