import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/theme';

const mobile = 'screen and (max-width: 768px)';

// What the keyboard focuses (a card, a field) is scrolled clear of the sticky header, and on phones of the tab bar.
globalStyle('html', {
  scrollPaddingBlockStart: '84px',
  '@media': { [mobile]: { scrollPaddingBlockStart: '72px', scrollPaddingBlockEnd: '80px' } },
});

export const shell = style({
  minBlockSize: 'calc(var(--vh, 1vh) * 100)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.bg.canvas,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  insetBlockStart: '-100px',
  padding: vars.space['2'],
  background: vars.color.bg.surface,
  color: vars.color.fg.link,
  borderRadius: vars.radius.md,
  zIndex: 30,
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.touchableSize,
  selectors: { '&:focus': { insetBlockStart: vars.space['2'] } },
});

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.touchableSize,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
} as const;

export const signIn = style({
  ...pill,
  color: vars.color.fg.neutral,
  border: `1px solid ${vars.color.border.neutral}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.bg.neutralSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
  '@media': { [mobile]: { paddingInline: vars.space['3'] } },
});

export const join = style({
  ...pill,
  backgroundColor: vars.color.bg.accent,
  color: vars.color.fg.onAccent,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { backgroundColor: vars.color.bg.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
  '@media': { [mobile]: { display: 'none' } },
});

export const main = style({
  position: 'relative',
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['6'],
  outline: 'none',
  '@media': { [mobile]: { paddingBlock: vars.space['6'], paddingInline: vars.space['4'] } },
  selectors: {
    // A member's page starts as a loading indicator and then grows: the footer starts below the fold, so the page
    // arriving moves nothing on screen (it moved the footer up into view and down again: CLS 0.09–0.29).
    '[data-member="true"] &': { minBlockSize: 'calc(var(--vh, 1vh) * 100)' },
  },
});

const slide = keyframes({ from: { inlineSize: '10%' }, to: { inlineSize: '90%' } });

/** A thin bar while a lazy route loads (the previous page stays until the next is ready). */
export const progress = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '60%',
  blockSize: '3px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.accent,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${slide} 2s ${vars.motion.easing.standard} both` },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['6'],
  borderBlockStart: `1px solid ${vars.color.border.neutral}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.secondary,
  fontSize: vars.font.size.sm,
  selectors: {
    // Room for the fixed bottom navigation of members on phones.
    '[data-member="true"] &': { '@media': { [mobile]: { paddingBlockEnd: '96px' } } },
  },
});

export const footerNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['1'],
});

export const footerLink = style({
  ...pill,
  minBlockSize: '36px',
  paddingInline: vars.space['3'],
  color: vars.color.fg.secondary,
  '@media': { [mobile]: { minBlockSize: vars.touchableSize } },
  selectors: {
    '&:hover': { color: vars.color.fg.neutral, backgroundColor: vars.color.bg.neutralSoft },
    '&[aria-current="page"]': { color: vars.color.fg.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const footerNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.fg.secondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

// Used by the placeholder pages until their owners fill them in.
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

/** Holds the avatar's place while the account menu loads. */
export const avatarPlaceholder = style({
  display: 'inline-block',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.neutralSoft,
});

/**
 * Around a loading state (the route's chunk, the session check): a viewport's height, so the footer starts below the
 * fold and the page that replaces the indicator does not push it down on screen (layout shift).
 */
export const loadingArea = style({ minBlockSize: 'calc(var(--vh, 1vh) * 100)' });
