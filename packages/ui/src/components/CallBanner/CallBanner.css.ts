import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const drop = keyframes({ from: { opacity: 0, transform: 'translateY(-16px)' }, to: { opacity: 1, transform: 'none' } });
const ring = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.bg.accent}` },
  '70%': { boxShadow: '0 0 0 10px transparent' },
  '100%': { boxShadow: '0 0 0 0 transparent' },
});

export const root = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      insetBlockStart: `max(${vars.space['3']}, env(safe-area-inset-top))`,
      insetInline: vars.space['3'],
      marginInline: 'auto',
      maxInlineSize: '480px',
      zIndex: 120,
      // Above an open modal (whose body rule turns pointer events off outside it).
      pointerEvents: 'auto',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: vars.space['3'],
      padding: vars.space['3'],
      paddingInlineStart: vars.space['3'],
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.surfaceRaised,
      color: vars.color.fg.neutral,
      border: `1px solid ${vars.color.border.neutral}`,
      boxShadow: vars.shadow.lg,
      fontFamily: vars.font.family.body,
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          animation: `${drop} ${vars.motion.duration.slow} ${vars.motion.easing.standard} both`,
        },
      },
    },
  },
});

export const who = style({
  '@layer': {
    [components]: { display: 'flex', alignItems: 'center', gap: vars.space['3'], minInlineSize: 0, flex: '1 1 180px' },
  },
});

export const avatar = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      borderRadius: vars.radius.full,
      flexShrink: 0,
      selectors: {
        '&[data-variant="incoming"]': {
          '@media': {
            '(prefers-reduced-motion: no-preference)': {
              animation: `${ring} 1.6s ${vars.motion.easing.standard} infinite`,
            },
          },
        },
      },
    },
  },
});

export const text = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', minInlineSize: 0 } },
});

export const title = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      fontWeight: vars.font.weight.medium,
      color: vars.color.fg.accent,
      letterSpacing: '0.02em',
    },
  },
});

export const name = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      fontWeight: vars.font.weight.bold,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      textAlign: 'start',
    },
  },
});

export const detail = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      color: vars.color.fg.secondary,
      fontVariantNumeric: 'tabular-nums',
    },
  },
});

export const actions = style({
  '@layer': {
    [components]: { display: 'flex', alignItems: 'center', gap: vars.space['2'], marginInlineStart: 'auto' },
  },
});

export const action = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      minBlockSize: vars.touchableSize,
      minInlineSize: vars.touchableSize,
      paddingInline: vars.space['4'],
      border: 'none',
      borderRadius: vars.radius.full,
      fontFamily: 'inherit',
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
      cursor: 'pointer',
      transition: `filter ${vars.motion.duration.fast}, transform ${vars.motion.duration.fast}`,
      selectors: {
        '&[data-tone="accept"]': { backgroundColor: vars.color.bg.positive, color: vars.color.fg.onPositive },
        '&[data-tone="decline"]': { backgroundColor: vars.color.bg.critical, color: vars.color.fg.onCritical },
        '&[data-tone="return"]': { backgroundColor: vars.color.bg.accentSoft, color: vars.color.fg.accent },
        '&[data-shape="round"]': { paddingInline: 0 },
        '&:hover': { filter: 'brightness(1.08)' },
        '&:active': { transform: 'scale(0.97)' },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});
