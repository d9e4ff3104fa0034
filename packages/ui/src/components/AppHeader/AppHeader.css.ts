import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const mobile = 'screen and (max-width: 768px)';
const tablet = 'screen and (min-width: 769px) and (max-width: 1023px)';
const compactInner = { gap: vars.space['2'], minBlockSize: '60px', paddingInline: vars.space['4'] };

export const root = style({
  '@layer': {
    [components]: {
      position: 'sticky',
      insetBlockStart: 0,
      zIndex: 20,
      backgroundColor: vars.color.bg.surface,
      borderBlockEnd: `1px solid ${vars.color.border.neutral}`,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const inner = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['4'],
      maxInlineSize: '1200px',
      marginInline: 'auto',
      minBlockSize: '68px',
      paddingInline: vars.space['6'],
      '@media': { [mobile]: compactInner },
      selectors: { [`${root}[data-compact="true"] &`]: compactInner },
    },
  },
});

export const brand = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      flexShrink: 0,
      minBlockSize: vars.touchableSize,
      borderRadius: vars.radius.full,
      color: vars.color.fg.neutral,
      textDecoration: 'none',
      fontSize: vars.font.size.xl,
      lineHeight: vars.font.lineHeight.xl,
      fontWeight: vars.font.weight.bold,
      letterSpacing: '-0.01em',
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});

export const mark = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '36px',
      blockSize: '36px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
      color: vars.color.fg.onAccent,
      boxShadow: vars.shadow.sm,
    },
  },
});

/** The wordmark next to the mark; on tablets the mark alone leaves room for the navigation. */
export const wordmark = style({
  '@layer': { [components]: { '@media': { [tablet]: { display: 'none' } } } },
});

/** Icons of the navigation links, shown where there is room (1100 px and wider). */
export const navIcon = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      '@media': { 'screen and (max-width: 1099px)': { display: 'none' } },
    },
  },
});

export const nav = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['1'],
      flex: 1,
      minInlineSize: 0,
      '@media': { [mobile]: { display: 'none' } },
      selectors: { [`${root}[data-compact="true"] &`]: { display: 'none' } },
    },
  },
});

export const spacer = style({
  '@layer': {
    [components]: {
      flex: 1,
      display: 'none',
      '@media': { [mobile]: { display: 'block' } },
      selectors: { [`${root}[data-compact="true"] &`]: { display: 'block' } },
    },
  },
});

export const navLink = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      minBlockSize: '40px',
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.full,
      color: vars.color.fg.secondary,
      textDecoration: 'none',
      fontWeight: vars.font.weight.medium,
      whiteSpace: 'nowrap',
      transitionProperty: 'background-color, color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&:hover': { backgroundColor: vars.color.bg.neutralSoft, color: vars.color.fg.neutral },
        '&[aria-current="page"]': { backgroundColor: vars.color.bg.accentSoft, color: vars.color.fg.accent },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});

export const tools = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      flexShrink: 0,
      '@media': { [mobile]: { gap: vars.space['1'] } },
      selectors: { [`${root}[data-compact="true"] &`]: { gap: vars.space['1'] } },
    },
  },
});

export const actions = style({
  '@layer': { [components]: { display: 'flex', alignItems: 'center', gap: vars.space['2'] } },
});

export const accountButton = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minBlockSize: vars.touchableSize,
      minInlineSize: vars.touchableSize,
      padding: 0,
      border: 0,
      borderRadius: vars.radius.full,
      background: 'transparent',
      cursor: 'pointer',
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});

/** The avatar menu: anchored under the avatar at the header's inline end (no popper). */
export const accountRoot = style({
  '@layer': { [components]: { position: 'relative', display: 'inline-flex' } },
});

export const accountMenu = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockStart: `calc(100% + ${vars.space['1']})`,
      insetInlineEnd: 0,
      transformOrigin: 'top',
    },
  },
});

globalStyle(`${accountMenu} [role="menuitem"]:focus`, {
  '@layer': { [components]: { backgroundColor: vars.color.bg.neutralSoft } },
});
globalStyle(`${accountMenu} [role="menuitem"][data-tone="critical"]:focus`, {
  '@layer': { [components]: { backgroundColor: vars.color.bg.criticalSoft } },
});
globalStyle(`${accountMenu} [role="menuitem"]:focus-visible`, {
  '@layer': { [components]: { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` } },
});
