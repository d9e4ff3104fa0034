import { vars } from '@kindred/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  inlineSize: 'min(100%, 960px)',
  marginInline: 'auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['12']}`,
  '@media': { '(min-width: 800px)': { gridTemplateColumns: 'minmax(0, 360px) minmax(0, 1fr)', alignItems: 'start' } },
});

export const story = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '9 / 16',
  // A phone keeps room for the comments under the story.
  inlineSize: 'min(100%, calc(58vh * 9 / 16))',
  marginInline: 'auto',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  color: '#FFFFFF',
  background: '#14090F',
  boxShadow: vars.shadow.lg,
  textShadow: '0 1px 6px rgba(0, 0, 0, 0.25)',
  selectors: { '&[data-light="true"]': { color: '#2A1420', textShadow: 'none' } },
});

export const storyText = style({
  margin: 0,
  fontSize: '24px',
  lineHeight: 1.35,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const media = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const authorText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  color: vars.color.fg.neutral,
});

export const muted = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.secondary });

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.fg.neutral });

export const comments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const comment = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
});

export const commentBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });

export const commentName = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.neutral,
});

export const commentText = style({
  margin: 0,
  color: vars.color.fg.neutral,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], alignItems: 'stretch' });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.neutral,
});

export const textarea = style({
  inlineSize: '100%',
  minBlockSize: '72px',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.bg.surface,
  color: vars.color.fg.neutral,
  font: 'inherit',
  fontSize: vars.font.size.md,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&::placeholder': { color: vars.color.fg.secondary },
  },
});

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.critical });
