import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['5'] } } });

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size['2xl'],
      lineHeight: vars.font.lineHeight['2xl'],
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const list = style({
  '@layer': {
    [components]: {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'grid',
      gap: vars.space['4'],
      '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  },
});

export const card = style({
  '@layer': {
    [components]: {
      display: 'grid',
      alignContent: 'start',
      gap: vars.space['3'],
      padding: vars.space['6'],
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.surface,
      border: `1px solid ${vars.color.border.neutral}`,
      boxShadow: vars.shadow.sm,
      overflowWrap: 'anywhere',
    },
  },
});

export const icon = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '52px',
      blockSize: '52px',
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.bg.accentSoft,
      color: vars.color.fg.accent,
    },
  },
});

export const cardTitle = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.lg,
      lineHeight: vars.font.lineHeight.lg,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const body = style({ '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary } } });
