import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const onMedia = '#FFFFFF';
const focus = {
  outline: `${vars.focusRing.width} solid ${onMedia}`,
  outlineOffset: vars.focusRing.offset,
};

export const overlay = style({
  '@layer': { [components]: { position: 'fixed', inset: 0, zIndex: 100, background: 'rgba(12, 6, 10, 0.92)' } },
});

export const content = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      inset: 0,
      zIndex: 101,
      margin: 'auto',
      display: 'flex',
      flexDirection: 'column',
      inlineSize: 'min(100vw, 440px)',
      blockSize: 'min(100dvh, 860px)',
      color: onMedia,
      background: '#14090F',
      outline: 'none',
      overflow: 'hidden',
      '@media': { '(min-width: 600px)': { borderRadius: vars.radius.xl, boxShadow: vars.shadow.lg } },
    },
  },
});

export const stage = style({
  '@layer': { [components]: { position: 'relative', flex: '1 1 auto', minBlockSize: 0, display: 'flex' } },
});

export const segments = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInline: vars.space['3'],
      insetBlockStart: vars.space['2'],
      zIndex: 2,
      display: 'flex',
      gap: vars.space['1'],
    },
  },
});

export const segment = style({
  '@layer': {
    [components]: {
      flex: '1 1 0',
      blockSize: '3px',
      borderRadius: vars.radius.full,
      background: 'rgba(255, 255, 255, 0.35)',
      overflow: 'hidden',
    },
  },
});

export const segmentFill = style({
  '@layer': { [components]: { display: 'block', blockSize: '100%', background: onMedia } },
});

export const topBar = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: vars.space['4'],
      zIndex: 2,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      paddingInline: vars.space['3'],
      textShadow: '0 1px 3px rgba(0, 0, 0, 0.45)',
    },
  },
});

export const author = style({
  '@layer': { [components]: { flex: '1 1 auto', minInlineSize: 0, display: 'flex', flexDirection: 'column' } },
});

export const authorName = style({
  '@layer': {
    [components]: {
      fontWeight: vars.font.weight.bold,
      fontSize: vars.font.size.sm,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});

export const time = style({ '@layer': { [components]: { fontSize: vars.font.size.xs, opacity: 0.9 } } });

export const control = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: vars.touchableSize,
      blockSize: vars.touchableSize,
      padding: 0,
      border: 'none',
      borderRadius: vars.radius.full,
      background: 'rgba(0, 0, 0, 0.32)',
      color: onMedia,
      cursor: 'pointer',
      selectors: { '&:focus-visible': focus, '&:hover': { background: 'rgba(0, 0, 0, 0.5)' } },
    },
  },
});

export const slide = style({
  '@layer': {
    [components]: {
      flex: '1 1 auto',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: `${vars.space['16']} ${vars.space['6']}`,
      background: '#000',
      userSelect: 'none',
      touchAction: 'pan-y',
      selectors: {
        '&[data-kind="text"]': { color: onMedia, textShadow: '0 1px 6px rgba(0, 0, 0, 0.25)' },
        '&[data-light="true"]': { color: '#2A1420', textShadow: 'none' },
        '&[data-kind="image"], &[data-kind="video"]': { padding: 0 },
      },
    },
  },
});

export const text = style({
  '@layer': {
    [components]: {
      margin: 0,
      maxInlineSize: '100%',
      fontSize: '26px',
      lineHeight: '1.35',
      fontWeight: vars.font.weight.bold,
      textAlign: 'center',
      overflowWrap: 'anywhere',
      whiteSpace: 'pre-wrap',
    },
  },
});

export const media = style({
  '@layer': { [components]: { inlineSize: '100%', blockSize: '100%', objectFit: 'cover', pointerEvents: 'none' } },
});

/** Previous / next buttons at the story's sides (keyboard and mouse; touch uses the tap zones). */
export const step = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockStart: '50%',
      zIndex: 2,
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: vars.touchableSize,
      blockSize: vars.touchableSize,
      border: 'none',
      borderRadius: vars.radius.full,
      background: 'rgba(0, 0, 0, 0.28)',
      color: onMedia,
      cursor: 'pointer',
      selectors: {
        '&[data-side="start"]': { insetInlineStart: vars.space['2'] },
        '&[data-side="end"]': { insetInlineEnd: vars.space['2'] },
        '&:focus-visible': focus,
      },
    },
  },
});

export const footer = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      padding: vars.space['3'],
      background: '#14090F',
    },
  },
});

export const reactions = style({
  '@layer': { [components]: { display: 'flex', justifyContent: 'space-between', gap: vars.space['1'] } },
});

export const reaction = style({
  '@layer': {
    [components]: {
      inlineSize: vars.touchableSize,
      blockSize: vars.touchableSize,
      fontSize: '24px',
      lineHeight: 1,
      border: 'none',
      borderRadius: vars.radius.full,
      background: 'transparent',
      cursor: 'pointer',
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.emphasized}`,
      selectors: {
        '&:hover': { transform: 'scale(1.15)' },
        '&[aria-pressed="true"]': { background: 'rgba(255, 255, 255, 0.2)', transform: 'scale(1.1)' },
        '&:focus-visible': focus,
      },
    },
  },
});

export const replyForm = style({
  '@layer': { [components]: { display: 'flex', gap: vars.space['2'], alignItems: 'center' } },
});

export const replyInput = style({
  '@layer': {
    [components]: {
      flex: '1 1 auto',
      minInlineSize: 0,
      blockSize: vars.touchableSize,
      paddingInline: vars.space['4'],
      borderRadius: vars.radius.full,
      border: '1px solid rgba(255, 255, 255, 0.55)',
      background: 'transparent',
      color: onMedia,
      font: 'inherit',
      fontSize: vars.font.size.md,
      selectors: { '&::placeholder': { color: 'rgba(255, 255, 255, 0.78)' }, '&:focus-visible': focus },
    },
  },
});

export const send = style([
  control,
  { '@layer': { [components]: { background: vars.color.bg.accent, selectors: { '&:disabled': { opacity: 0.5 } } } } },
]);

export const viewers = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['2'] } },
});

export const viewersToggle = style({
  '@layer': {
    [components]: {
      alignSelf: 'flex-start',
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      minBlockSize: vars.touchableSize,
      paddingInline: vars.space['3'],
      border: 'none',
      borderRadius: vars.radius.full,
      background: 'rgba(255, 255, 255, 0.12)',
      color: onMedia,
      font: 'inherit',
      fontSize: vars.font.size.sm,
      cursor: 'pointer',
      selectors: { '&:focus-visible': focus },
    },
  },
});

export const viewersPanel = style({
  '@layer': {
    [components]: {
      maxBlockSize: '200px',
      overflowY: 'auto',
      padding: vars.space['3'],
      borderRadius: vars.radius.lg,
      background: 'rgba(255, 255, 255, 0.08)',
    },
  },
});

export const viewersTitle = style({
  '@layer': { [components]: { margin: 0, marginBlockEnd: vars.space['2'], fontSize: vars.font.size.sm } },
});

export const viewerList = style({
  '@layer': {
    [components]: {
      margin: 0,
      padding: 0,
      listStyle: 'none',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
    },
  },
});

export const viewer = style({
  '@layer': {
    [components]: { display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.font.size.sm },
  },
});

export const muted = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.sm, color: 'rgba(255, 255, 255, 0.85)' } },
});

export const status = style([
  muted,
  { '@layer': { [components]: { minBlockSize: '1lh', selectors: { '&:empty': { display: 'none' } } } } },
]);

export const pageLink = style({
  '@layer': {
    [components]: {
      alignSelf: 'flex-start',
      color: onMedia,
      fontSize: vars.font.size.sm,
      textDecoration: 'underline',
      selectors: { '&:focus-visible': focus },
    },
  },
});
