import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const desktop = 'screen and (min-width: 900px)';

export const root = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gridTemplateColumns: '1fr',
      minBlockSize: '100%',
      backgroundColor: vars.color.bg.canvas,
      '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', minBlockSize: '640px' } },
    },
  },
});

export const aside = style({
  '@layer': {
    [components]: {
      position: 'relative',
      overflow: 'hidden',
      blockSize: '176px',
      color: '#FFF7F2',
      order: -1,
      '@media': {
        // Beside a long form (registration step 4) the picture stays a picture: capped to the window and kept in view
        // while the form scrolls, instead of stretching to the form's full height.
        [desktop]: {
          position: 'sticky',
          // Under the app's sticky header (68 px on desktop).
          insetBlockStart: '88px',
          alignSelf: 'start',
          blockSize: `min(760px, calc(100vh - 120px))`,
          minBlockSize: '480px',
          order: 1,
          borderRadius: vars.radius.xl,
          margin: vars.space['4'],
        },
      },
    },
  },
});

export const art = style({
  '@layer': {
    [components]: { position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', display: 'block' },
  },
});

export const asideText = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      display: 'grid',
      gap: vars.space['2'],
      padding: vars.space['5'],
      paddingBlockEnd: vars.space['8'],
      background: 'linear-gradient(to bottom, rgba(43, 7, 18, 0), rgba(43, 7, 18, 0.82) 40%, rgba(43, 7, 18, 0.92))',
      '@media': { [desktop]: { padding: vars.space['10'] } },
    },
  },
});

export const asideTitle = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.xl,
      lineHeight: vars.font.lineHeight.xl,
      fontWeight: vars.font.weight.bold,
      '@media': { [desktop]: { fontSize: vars.font.size['3xl'], lineHeight: vars.font.lineHeight['3xl'] } },
    },
  },
});

export const asideBody = style({
  '@layer': {
    [components]: {
      margin: 0,
      display: 'none',
      maxInlineSize: '44ch',
      fontSize: vars.font.size.md,
      '@media': { [desktop]: { display: 'block' } },
    },
  },
});

export const quote = style({
  '@layer': {
    [components]: {
      display: 'none',
      margin: 0,
      marginBlockStart: vars.space['4'],
      paddingInlineStart: vars.space['4'],
      borderInlineStart: '3px solid rgba(255, 241, 220, 0.8)',
      fontStyle: 'italic',
      '@media': { [desktop]: { display: 'grid', gap: vars.space['1'] } },
    },
  },
});

export const quoteBy = style({
  '@layer': { [components]: { fontStyle: 'normal', fontSize: vars.font.size.sm, opacity: 0.9 } },
});

export const main = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      paddingInline: vars.space['4'],
      paddingBlock: vars.space['6'],
      marginBlockStart: `calc(-1 * ${vars.space['6']})`,
      position: 'relative',
      '@media': { [desktop]: { marginBlockStart: 0, paddingInline: vars.space['10'], paddingBlock: vars.space['12'] } },
    },
  },
});

export const panel = style({
  '@layer': {
    [components]: {
      inlineSize: '100%',
      maxInlineSize: '440px',
      display: 'grid',
      gap: vars.space['6'],
      padding: vars.space['6'],
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.surface,
      boxShadow: vars.shadow.lg,
      '@media': { [desktop]: { boxShadow: 'none', backgroundColor: 'transparent', padding: 0 } },
      selectors: { '[data-width="wide"] &': { maxInlineSize: '560px' } },
    },
  },
});

export const heading = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['2'],
      selectors: { '[data-align="center"] &': { textAlign: 'center' } },
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size['2xl'],
      lineHeight: vars.font.lineHeight['2xl'],
      fontWeight: vars.font.weight.bold,
      color: vars.color.fg.neutral,
      overflowWrap: 'anywhere',
    },
  },
});

export const subtitle = style({
  '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary, overflowWrap: 'anywhere' } },
});

export const footer = style({
  '@layer': {
    [components]: {
      textAlign: 'center',
      color: vars.color.fg.secondary,
      fontSize: vars.font.size.sm,
    },
  },
});
