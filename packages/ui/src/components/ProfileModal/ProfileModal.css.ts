import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' } });

export const overlay = style({
  '@layer': {
    [components]: { position: 'fixed', inset: 0, zIndex: 100, backgroundColor: vars.color.bg.overlay },
  },
});

export const content = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      zIndex: 101,
      inset: 0,
      overflowY: 'auto',
      backgroundColor: vars.color.bg.surfaceRaised,
      color: vars.color.fg.neutral,
      outline: 'none',
      '@media': {
        'screen and (min-width: 768px)': {
          inset: vars.space['8'],
          margin: 'auto',
          maxInlineSize: '980px',
          maxBlockSize: `calc(100vh - ${vars.space['16']})`,
          blockSize: 'fit-content',
          borderRadius: vars.radius.xl,
          boxShadow: vars.shadow.lg,
        },
        '(prefers-reduced-motion: no-preference)': {
          animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
        },
      },
    },
  },
});

export const close = style({
  '@layer': {
    [components]: {
      position: 'sticky',
      insetBlockStart: vars.space['3'],
      zIndex: 3,
      display: 'flex',
      justifyContent: 'flex-end',
      blockSize: 0,
      paddingInlineEnd: vars.space['3'],
      overflow: 'visible',
    },
  },
});

export const layout = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['4'],
      '@media': {
        'screen and (min-width: 768px)': {
          gridTemplateColumns: 'minmax(0, 1.05fr) minmax(0, 1fr)',
          gap: vars.space['6'],
          padding: vars.space['6'],
        },
      },
    },
  },
});

export const galleryColumn = style({
  '@layer': {
    [components]: {
      minInlineSize: 0,
      '@media': { 'screen and (min-width: 768px)': { position: 'sticky', insetBlockStart: 0, alignSelf: 'start' } },
    },
  },
});

export const info = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['5'],
      minInlineSize: 0,
      paddingInline: vars.space['4'],
      paddingBlockEnd: vars.space['8'],
      '@media': { 'screen and (min-width: 768px)': { paddingInline: 0, paddingBlockStart: vars.space['8'] } },
    },
  },
});

export const header = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['1'] } },
});

export const badges = style({
  '@layer': { [components]: { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] } },
});

export const pill = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      paddingInline: vars.space['2'],
      borderRadius: vars.radius.full,
      fontSize: vars.font.size.xs,
      lineHeight: '22px',
      fontWeight: vars.font.weight.medium,
      selectors: {
        '&[data-kind="online"]': { backgroundColor: vars.color.bg.positiveSoft, color: vars.color.fg.positive },
        '&[data-kind="premium"]': { backgroundColor: vars.color.bg.cautionSoft, color: vars.color.fg.caution },
        '&[data-kind="verified"]': { backgroundColor: vars.color.bg.infoSoft, color: vars.color.fg.info },
      },
    },
  },
});

export const dot = style({
  '@layer': {
    [components]: {
      inlineSize: '8px',
      blockSize: '8px',
      borderRadius: vars.radius.full,
      backgroundColor: 'currentColor',
    },
  },
});

export const name = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size['2xl'],
      lineHeight: vars.font.lineHeight['2xl'],
      fontWeight: vars.font.weight.bold,
      overflowWrap: 'anywhere',
    },
  },
});

export const meta = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['1'],
      margin: 0,
      color: vars.color.fg.secondary,
    },
  },
});

export const metaSmall = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.secondary } },
});

export const actions = style({
  '@layer': {
    [components]: {
      display: 'grid',
      // Like and Message share the width; the icon buttons after them (video call, more) take their own.
      // Never narrower than a label's longest word (a column of `minmax(0, 1fr)` broke "Messa/ge" on phones).
      gridTemplateColumns: 'repeat(2, minmax(min-content, 1fr))',
      gridAutoFlow: 'column',
      gridAutoColumns: 'auto',
      gap: vars.space['2'],
      selectors: {
        // With the video-call button too: Like across the top, Message and the icon buttons under it (four in a
        // row squeeze Message's label in the narrow column of the modal and on a phone).
        '&[data-with-call="true"]': {
          gridAutoFlow: 'row',
          gridTemplateColumns: 'minmax(min-content, 1fr) auto auto',
        },
      },
      alignItems: 'center',
    },
  },
});

export const section = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['2'] } },
});

export const sectionTitle = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.bold,
      color: vars.color.fg.secondary,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
  },
});

export const about = style({
  '@layer': { [components]: { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' } },
});

export const facts = style({
  '@layer': {
    [components]: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'], margin: 0 },
  },
});

export const fact = style({
  '@layer': {
    [components]: {
      padding: vars.space['3'],
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border.neutral}`,
    },
  },
});

export const factLabel = style({
  '@layer': { [components]: { fontSize: vars.font.size.xs, color: vars.color.fg.secondary } },
});

export const factValue = style({
  '@layer': { [components]: { margin: 0, fontWeight: vars.font.weight.medium } },
});

export const tags = style({
  '@layer': {
    [components]: { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' },
  },
});

export const tag = style({
  '@layer': {
    [components]: {
      paddingInline: vars.space['3'],
      lineHeight: '30px',
      borderRadius: vars.radius.full,
      border: `1px solid ${vars.color.border.neutral}`,
      fontSize: vars.font.size.sm,
    },
  },
});

export const status = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space['4'],
      padding: vars.space['10'],
      textAlign: 'center',
    },
  },
});

export const statusTitle = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold } },
});

export const statusBody = style({
  '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary } },
});

export const loading = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space['4'],
      inlineSize: '100%',
    },
  },
});

globalStyle(`${actions}[data-with-call="true"] > :first-child`, {
  '@layer': { [components]: { gridColumn: '1 / -1' } },
});
