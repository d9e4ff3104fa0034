import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** Phones and tablets: the header has room for icons only. */
const mobile = 'screen and (max-width: 1023px)';

export const root = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      minBlockSize: vars.touchableSize,
      minInlineSize: vars.touchableSize,
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.full,
      border: `1px solid ${vars.color.border.neutral}`,
      backgroundColor: vars.color.bg.surface,
      color: vars.color.fg.neutral,
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      fontWeight: vars.font.weight.medium,
      cursor: 'pointer',
      transitionProperty: 'background-color, border-color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&:hover': { backgroundColor: vars.color.bg.neutralSoft },
        '&:focus-within': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        '&[data-compact="always"]': { justifyContent: 'center', paddingInline: 0 },
      },
      '@media': {
        [mobile]: { selectors: { '&[data-compact="mobile"]': { justifyContent: 'center', paddingInline: 0 } } },
      },
    },
  },
});

export const icon = style({
  '@layer': { [components]: { display: 'inline-flex', color: vars.color.fg.accent, flexShrink: 0 } },
});

export const value = style({
  '@layer': {
    [components]: {
      whiteSpace: 'nowrap',
      selectors: { [`${root}[data-compact="always"] &`]: { display: 'none' } },
      '@media': { [mobile]: { selectors: { [`${root}[data-compact="mobile"] &`]: { display: 'none' } } } },
    },
  },
});

export const chevron = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      color: vars.color.fg.secondary,
      selectors: { [`${root}[data-compact="always"] &`]: { display: 'none' } },
      '@media': { [mobile]: { selectors: { [`${root}[data-compact="mobile"] &`]: { display: 'none' } } } },
    },
  },
});

/** The native select covers the whole control, invisible: the platform's own picker, keyboard and screen-reader support. */
export const select = style({
  '@layer': {
    [components]: {
      // Over the border too: the whole 44 px control is the target, not the 42 px inside its border.
      position: 'absolute',
      inset: '-1px',
      inlineSize: 'calc(100% + 2px)',
      blockSize: 'calc(100% + 2px)',
      opacity: 0,
      cursor: 'pointer',
      appearance: 'none',
      border: 0,
      fontSize: vars.font.size.md,
      color: vars.color.fg.neutral,
      backgroundColor: vars.color.bg.surface,
    },
  },
});
