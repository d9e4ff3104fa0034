import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  inlineSize: '100%',
  maxInlineSize: '1240px',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['4'],
  '@media': { 'screen and (min-width: 768px)': { paddingInline: vars.space['6'], paddingBlock: vars.space['6'] } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight['2xl'],
  fontWeight: vars.font.weight.bold,
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const hintRow = style({ display: 'flex', minBlockSize: '32px', minInlineSize: 0 });

export const hint = style({
  display: 'inline-flex',
  maxInlineSize: '100%',
  minInlineSize: 0,
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.accentSoft,
  color: vars.color.fg.accent,
  fontSize: vars.font.size.sm,
  lineHeight: '32px',
  fontWeight: vars.font.weight.medium,
});

export const storiesSlot = style({ selectors: { '&:empty': { display: 'none' } } });

export const body = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: '280px minmax(0, 1fr)',
      // Matches and likes have no filter panel: their results take the whole width.
      selectors: { '&:not([data-mode="browse"])': { gridTemplateColumns: 'minmax(0, 1fr)' } },
    },
  },
});

export const aside = style({
  position: 'sticky',
  insetBlockStart: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.neutral}`,
});

export const asideTitle = style({
  margin: 0,
  marginBlockEnd: vars.space['4'],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-view="grid"]': { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' },
    '&[data-view="list"]': { gridTemplateColumns: 'minmax(0, 1fr)', maxInlineSize: '720px' },
  },
  '@media': {
    'screen and (min-width: 768px)': {
      gap: vars.space['4'],
      selectors: { '&[data-view="grid"]': { gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))' } },
    },
  },
});

export const sentinel = style({ blockSize: '1px' });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['6'],
  color: vars.color.fg.secondary,
  fontSize: vars.font.size.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const filterCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '20px',
  blockSize: '20px',
  paddingInline: '6px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.accent,
  color: vars.color.fg.onAccent,
  fontSize: vars.font.size.xs,
});

/** One line whatever the width (the row's height never changes); the full text stays in the page (ellipsis). */
export const hintText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minInlineSize: 0 });

/** Never cut: the way to more likes stays readable when the message is shortened. */
export const hintLink = style({
  color: 'inherit',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  flexShrink: 0,
});

export const srOnly = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

// Grid items may shrink below their content's width (names ellipsise instead of widening the column).
globalStyle(`${grid} > li`, { minInlineSize: 0 });
