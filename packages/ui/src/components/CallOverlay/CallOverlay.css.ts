import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.bg.accent}` },
  '70%': { boxShadow: '0 0 0 28px transparent' },
  '100%': { boxShadow: '0 0 0 0 transparent' },
});

export const root = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      inset: 0,
      zIndex: 130,
      display: 'grid',
      gridTemplateRows: 'auto 1fr auto',
      backgroundColor: vars.color.bg.sunken,
      color: vars.color.fg.neutral,
      fontFamily: vars.font.family.body,
      overflow: 'hidden',
      selectors: {
        '&:focus-visible': { outline: 'none' },
        '&[data-controls="hidden"]': { cursor: 'none' },
      },
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          animation: `${fadeIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
        },
      },
    },
  },
});

export const stage = style({
  '@layer': { [components]: { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' } },
});

export const backdrop = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      inset: '-40px',
      inlineSize: 'calc(100% + 80px)',
      blockSize: 'calc(100% + 80px)',
      objectFit: 'cover',
      filter: 'blur(36px) saturate(1.2) brightness(0.55)',
    },
  },
});

export const remoteVideo = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      inset: 0,
      inlineSize: '100%',
      blockSize: '100%',
      objectFit: 'cover',
      backgroundColor: vars.color.bg.sunken,
      '@media': { '(min-aspect-ratio: 4/3)': { objectFit: 'contain' } },
    },
  },
});

export const poster = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space['4'],
    },
  },
});

export const posterAvatar = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      borderRadius: vars.radius.full,
      boxShadow: `0 0 0 4px rgba(255, 255, 255, 0.14), ${vars.shadow.lg}`,
      vars: { '--kd-avatar-size': '144px' },
      selectors: {
        [`${poster}[data-ringing="true"] &`]: {
          '@media': {
            '(prefers-reduced-motion: no-preference)': {
              animation: `${pulse} 1.8s ${vars.motion.easing.standard} infinite`,
            },
          },
        },
      },
    },
  },
});
globalStyle(`${posterAvatar} > *`, { '@layer': { [components]: { vars: { '--kd-avatar-size': '144px' } } } });

const chrome = {
  position: 'relative',
  zIndex: 1,
  transition: `opacity ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: {
    [`${root}[data-controls="hidden"] &:not(:focus-within)`]: { opacity: 0 },
  },
} as const;

export const top = style({
  '@layer': {
    [components]: {
      ...chrome,
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: vars.space['3'],
      paddingBlock: `max(${vars.space['4']}, env(safe-area-inset-top))`,
      paddingInline: vars.space['4'],
      paddingBlockEnd: vars.space['10'],
      backgroundImage: 'linear-gradient(to bottom, rgba(0, 0, 0, 0.62), transparent)',
      color: '#FFFFFF',
      textShadow: '0 1px 2px rgba(0, 0, 0, 0.5)',
    },
  },
});

export const heading = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 } },
});

export const name = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.xl,
      lineHeight: vars.font.lineHeight.xl,
      fontWeight: vars.font.weight.bold,
      overflowWrap: 'anywhere',
      textAlign: 'start',
    },
  },
});

export const status = style({
  '@layer': {
    [components]: {
      margin: 0,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space['2'],
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
    },
  },
});

export const attempt = style({
  '@layer': {
    [components]: {
      paddingInline: vars.space['2'],
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(255, 255, 255, 0.18)',
    },
  },
});

export const duration = style({ '@layer': { [components]: { fontVariantNumeric: 'tabular-nums' } } });

export const message = style({
  '@layer': {
    [components]: {
      margin: 0,
      maxInlineSize: '46ch',
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      overflowWrap: 'anywhere',
    },
  },
});

export const topEnd = style({
  '@layer': { [components]: { display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 } },
});

export const quality = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'flex-end',
      gap: '2px',
      blockSize: '16px',
      paddingInline: vars.space['2'],
      vars: { '--kd-quality': vars.color.fg.positive },
      selectors: {
        '&[data-quality="fair"]': { vars: { '--kd-quality': vars.color.fg.caution } },
        '&[data-quality="poor"]': { vars: { '--kd-quality': vars.color.fg.critical } },
      },
    },
  },
});

export const bar = style({
  '@layer': {
    [components]: {
      inlineSize: '4px',
      borderRadius: '2px',
      backgroundColor: 'rgba(255, 255, 255, 0.35)',
      selectors: {
        '&:nth-child(1)': { blockSize: '25%' },
        '&:nth-child(2)': { blockSize: '50%' },
        '&:nth-child(3)': { blockSize: '75%' },
        '&:nth-child(4)': { blockSize: '100%' },
        '&[data-on="true"]': { backgroundColor: 'var(--kd-quality)' },
      },
    },
  },
});

export const badge = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      paddingBlock: '2px',
      paddingInline: vars.space['2'],
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(0, 0, 0, 0.55)',
      color: '#FFFFFF',
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      textShadow: 'none',
    },
  },
});

export const pip = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      zIndex: 1,
      insetInlineEnd: vars.space['4'],
      insetBlockEnd: '112px',
      inlineSize: 'clamp(96px, 24vw, 200px)',
      aspectRatio: '3 / 4',
      borderRadius: vars.radius.lg,
      overflow: 'hidden',
      backgroundColor: vars.color.bg.surfaceRaised,
      boxShadow: `0 0 0 1px rgba(255, 255, 255, 0.18), ${vars.shadow.lg}`,
      '@media': { '(min-width: 768px)': { aspectRatio: '4 / 3' } },
    },
  },
});

export const localVideo = style({
  '@layer': {
    [components]: {
      display: 'block',
      inlineSize: '100%',
      blockSize: '100%',
      objectFit: 'cover',
      selectors: { '&[data-local="true"]': { transform: 'scaleX(-1)' } },
    },
  },
});

export const pipOff = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      inlineSize: '100%',
      blockSize: '100%',
      color: vars.color.fg.secondary,
    },
  },
});

export const controls = style({
  '@layer': {
    [components]: {
      ...chrome,
      gridRow: 3,
      display: 'flex',
      justifyContent: 'center',
      alignItems: 'center',
      gap: vars.space['4'],
      paddingBlock: vars.space['6'],
      paddingBlockEnd: `max(${vars.space['6']}, env(safe-area-inset-bottom))`,
      paddingInline: vars.space['4'],
      backgroundImage: 'linear-gradient(to top, rgba(0, 0, 0, 0.6), transparent)',
    },
  },
});

const focusRing = {
  outline: `${vars.focusRing.width} solid #FFFFFF`,
  outlineOffset: vars.focusRing.offset,
} as const;

export const round = style({
  '@layer': {
    [components]: {
      display: 'inline-grid',
      placeItems: 'center',
      inlineSize: '56px',
      blockSize: '56px',
      border: 'none',
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(255, 255, 255, 0.16)',
      color: '#FFFFFF',
      cursor: 'pointer',
      backdropFilter: 'blur(12px)',
      transition: `background-color ${vars.motion.duration.fast}, transform ${vars.motion.duration.fast}`,
      selectors: {
        '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.26)' },
        '&:active': { transform: 'scale(0.95)' },
        '&:focus-visible': focusRing,
        '&[data-off="true"]': { backgroundColor: vars.color.fg.neutral, color: vars.color.bg.sunken },
        '&[data-tone="critical"]': {
          backgroundColor: vars.color.bg.critical,
          color: vars.color.fg.onCritical,
          inlineSize: '64px',
        },
        '&[data-tone="critical"]:hover': { filter: 'brightness(1.08)' },
      },
    },
  },
});

export const roundSmall = style([
  round,
  { '@layer': { [components]: { inlineSize: vars.touchableSize, blockSize: vars.touchableSize } } },
]);

export const pill = style({
  '@layer': {
    [components]: {
      minBlockSize: vars.touchableSize,
      paddingInline: vars.space['6'],
      border: 'none',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.fg.neutral,
      color: vars.color.bg.sunken,
      fontFamily: 'inherit',
      fontSize: vars.font.size.md,
      fontWeight: vars.font.weight.medium,
      cursor: 'pointer',
      selectors: {
        '&:focus-visible': focusRing,
        '&[data-tone="critical"]': { backgroundColor: vars.color.bg.critical, color: vars.color.fg.onCritical },
      },
    },
  },
});

export const confirm = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      zIndex: 2,
      insetInline: vars.space['4'],
      insetBlockEnd: '120px',
      marginInline: 'auto',
      maxInlineSize: '360px',
      padding: vars.space['4'],
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.surfaceRaised,
      boxShadow: vars.shadow.lg,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['3'],
      textAlign: 'center',
    },
  },
});

export const confirmTitle = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.lg,
      lineHeight: vars.font.lineHeight.lg,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const confirmActions = style({
  '@layer': { [components]: { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: vars.space['2'] } },
});
