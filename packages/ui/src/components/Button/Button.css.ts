import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      minBlockSize: vars.touchableSize,
      paddingBlock: 0,
      paddingInline: vars.space['5'],
      borderRadius: vars.radius.full,
      border: '1px solid transparent',
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.medium,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      textAlign: 'center',
      cursor: 'pointer',
      userSelect: 'none',
      transitionProperty: 'background-color, color, border-color, box-shadow',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        '&[data-full-width="true"]': { inlineSize: '100%' },
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
        '&[data-loading="true"]': { cursor: 'progress', opacity: 1 },
      },
    },
  },
});

export const size = styleVariants({
  sm: {
    '@layer': {
      [components]: {
        minBlockSize: '36px',
        paddingInline: vars.space['4'],
        fontSize: vars.font.size.sm,
        // Edit, Approve, Decline…: small to the eye on a desktop, a finger's height on a phone.
        '@media': { 'screen and (max-width: 768px)': { minBlockSize: vars.touchableSize } },
      },
    },
  },
  md: {},
  lg: {
    '@layer': { [components]: { minBlockSize: '52px', paddingInline: vars.space['6'], fontSize: vars.font.size.lg } },
  },
});

/** Colour per variant × tone, all through semantic roles. */
export const appearance = styleVariants({
  'solid-accent': {
    '@layer': {
      [components]: {
        backgroundColor: vars.color.bg.accent,
        color: vars.color.fg.onAccent,
        selectors: {
          '&:hover:not(:disabled):not([data-loading="true"])': { backgroundColor: vars.color.bg.accentHover },
        },
      },
    },
  },
  'solid-neutral': {
    '@layer': {
      [components]: {
        backgroundColor: vars.color.fg.neutral,
        color: vars.color.bg.surface,
        selectors: {
          '&:hover:not(:disabled):not([data-loading="true"])': { backgroundColor: vars.color.fg.secondary },
        },
      },
    },
  },
  'solid-critical': {
    '@layer': {
      [components]: {
        backgroundColor: vars.color.bg.critical,
        color: vars.color.fg.onCritical,
        selectors: { '&:hover:not(:disabled):not([data-loading="true"])': { filter: 'brightness(0.92)' } },
      },
    },
  },
  'soft-accent': {
    '@layer': {
      [components]: {
        backgroundColor: vars.color.bg.accentSoft,
        color: vars.color.fg.accent,
        selectors: { '&:hover:not(:disabled):not([data-loading="true"])': { borderColor: vars.color.fg.accent } },
      },
    },
  },
  'soft-neutral': {
    '@layer': {
      [components]: {
        backgroundColor: vars.color.bg.neutralSoft,
        color: vars.color.fg.neutral,
        selectors: {
          '&:hover:not(:disabled):not([data-loading="true"])': { backgroundColor: vars.color.bg.neutralSoftHover },
        },
      },
    },
  },
  'soft-critical': {
    '@layer': {
      [components]: {
        backgroundColor: vars.color.bg.criticalSoft,
        color: vars.color.fg.critical,
        selectors: { '&:hover:not(:disabled):not([data-loading="true"])': { borderColor: vars.color.fg.critical } },
      },
    },
  },
  'ghost-accent': {
    '@layer': {
      [components]: {
        backgroundColor: 'transparent',
        color: vars.color.fg.accent,
        selectors: {
          '&:hover:not(:disabled):not([data-loading="true"])': { backgroundColor: vars.color.bg.accentSoft },
        },
      },
    },
  },
  'ghost-neutral': {
    '@layer': {
      [components]: {
        backgroundColor: 'transparent',
        color: vars.color.fg.neutral,
        selectors: {
          '&:hover:not(:disabled):not([data-loading="true"])': { backgroundColor: vars.color.bg.neutralSoft },
        },
      },
    },
  },
  'ghost-critical': {
    '@layer': {
      [components]: {
        backgroundColor: 'transparent',
        color: vars.color.fg.critical,
        selectors: {
          '&:hover:not(:disabled):not([data-loading="true"])': { backgroundColor: vars.color.bg.criticalSoft },
        },
      },
    },
  },
});

/**
 * A label wraps between words when it must, never inside one ("Messa/ge"): `break-word` keeps the longest word as
 * the button's narrowest width, so rows and grids of buttons cannot squeeze a word apart. Only a button held
 * narrower than one word (a fixed width) breaks it, as a last resort, instead of spilling out.
 */
export const label = style({
  '@layer': {
    [components]: {
      minInlineSize: 0,
      overflowWrap: 'break-word',
      selectors: { [`${root}[data-loading="true"] &`]: { opacity: 0 } },
    },
  },
});

export const spinnerSlot = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInline: 0,
      insetBlock: 0,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
  },
});

export const icon = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      flexShrink: 0,
      selectors: { [`${root}[data-loading="true"] &`]: { visibility: 'hidden' } },
    },
  },
});
