import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });

export const overlay = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      inset: 0,
      zIndex: 100,
      backgroundColor: vars.color.bg.overlay,
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
  },
});

const panel = {
  position: 'fixed',
  zIndex: 101,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  backgroundColor: vars.color.bg.surfaceRaised,
  color: vars.color.fg.neutral,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  selectors: { '&:focus-visible': { outline: 'none' } },
} as const;

/** Centred with `inset: 0` + `margin: auto` (no translate, so nothing to mirror in RTL). */
export const content = style({
  '@layer': {
    [components]: {
      ...panel,
      inset: 0,
      margin: 'auto',
      blockSize: 'fit-content',
      inlineSize: `min(calc(100vw - ${vars.space['8']}), var(--kd-dialog-width, 480px))`,
      maxBlockSize: `calc(100vh - ${vars.space['8']})`,
      padding: vars.space['6'],
      borderRadius: vars.radius.xl,
      animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      selectors: {
        ...panel.selectors,
        '&[data-size="sm"]': { vars: { '--kd-dialog-width': '380px' } },
        '&[data-size="lg"]': { vars: { '--kd-dialog-width': '640px' } },
      },
    },
  },
});

/** Bottom sheet (mobile modal): full width up to 640 px, rounded at the block-start corners. */
export const sheet = style({
  '@layer': {
    [components]: {
      ...panel,
      insetBlockEnd: 0,
      insetInline: 0,
      marginInline: 'auto',
      inlineSize: '100%',
      maxInlineSize: '640px',
      maxBlockSize: '85vh',
      paddingInline: vars.space['5'],
      paddingBlockStart: vars.space['3'],
      paddingBlockEnd: vars.space['6'],
      borderStartStartRadius: vars.radius.xl,
      borderStartEndRadius: vars.radius.xl,
      animation: `${slideUp} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
    },
  },
});

export const handle = style({
  '@layer': {
    [components]: {
      alignSelf: 'center',
      inlineSize: '40px',
      blockSize: '4px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border.neutral,
    },
  },
});

export const header = style({
  '@layer': { [components]: { display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] } },
});

export const headerText = style({
  '@layer': { [components]: { flex: 1, display: 'grid', gap: vars.space['1'], minInlineSize: 0 } },
});

export const title = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.xl,
      lineHeight: vars.font.lineHeight.xl,
      fontWeight: vars.font.weight.bold,
      overflowWrap: 'anywhere',
    },
  },
});

export const description = style({
  '@layer': { [components]: { color: vars.color.fg.secondary, overflowWrap: 'anywhere' } },
});

export const close = style({
  '@layer': { [components]: { marginBlockStart: '-8px', marginInlineEnd: '-8px' } },
});

export const footer = style({
  '@layer': {
    [components]: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['3'] },
  },
});
