import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['8'],
      maxInlineSize: '1040px',
      marginInline: 'auto',
      paddingBlock: vars.space['6'],
      '@media': { 'screen and (min-width: 900px)': { paddingBlock: vars.space['10'] } },
    },
  },
});

export const hero = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['3'],
      padding: vars.space['6'],
      borderRadius: vars.radius.xl,
      background: `linear-gradient(135deg, ${vars.color.bg.accentSoft}, ${vars.color.bg.canvas})`,
      border: `1px solid ${vars.color.border.neutral}`,
      '@media': { 'screen and (min-width: 900px)': { padding: vars.space['10'] } },
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size['3xl'],
      lineHeight: vars.font.lineHeight['3xl'],
      fontWeight: vars.font.weight.bold,
      letterSpacing: '-0.01em',
      overflowWrap: 'anywhere',
    },
  },
});

export const lead = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.lg,
      lineHeight: vars.font.lineHeight.lg,
      color: vars.color.fg.secondary,
      maxInlineSize: '62ch',
    },
  },
});

export const updated = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.secondary } },
});

export const layout = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['8'],
      '@media': {
        'screen and (min-width: 900px)': { gridTemplateColumns: '220px minmax(0, 1fr)', alignItems: 'start' },
      },
    },
  },
});

export const toc = style({
  '@layer': {
    [components]: {
      display: 'none',
      '@media': {
        'screen and (min-width: 900px)': {
          display: 'grid',
          gap: vars.space['2'],
          position: 'sticky',
          insetBlockStart: vars.space['6'],
          fontSize: vars.font.size.sm,
        },
      },
    },
  },
});

export const tocTitle = style({
  '@layer': { [components]: { margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.fg.secondary } },
});

export const tocList = style({
  '@layer': { [components]: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] } },
});

export const sections = style({
  '@layer': { [components]: { display: 'grid', gap: vars.space['8'], minInlineSize: 0 } },
});

export const section = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['3'],
      scrollMarginBlockStart: vars.space['6'],
      maxInlineSize: '70ch',
      overflowWrap: 'anywhere',
    },
  },
});

export const heading = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.xl,
      lineHeight: vars.font.lineHeight.xl,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const body = style({ '@layer': { [components]: { margin: 0, lineHeight: vars.font.lineHeight.lg } } });

export const items = style({
  '@layer': {
    [components]: {
      margin: 0,
      paddingInlineStart: vars.space['5'],
      display: 'grid',
      gap: vars.space['2'],
      lineHeight: vars.font.lineHeight.lg,
    },
  },
});

export const related = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space['3'],
      paddingBlockStart: vars.space['6'],
      borderBlockStart: `1px solid ${vars.color.border.neutral}`,
    },
  },
});

export const item = style({
  '@layer': { [components]: { selectors: { '&::marker': { color: vars.color.fg.accent } } } },
});
