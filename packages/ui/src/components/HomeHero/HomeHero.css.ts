import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const desktop = 'screen and (min-width: 900px)';

export const root = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['8'],
      alignItems: 'center',
      paddingBlock: vars.space['6'],
      '@media': {
        [desktop]: { gridTemplateColumns: '1.05fr 0.95fr', gap: vars.space['12'], paddingBlock: vars.space['12'] },
      },
    },
  },
});

export const copy = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['5'], minInlineSize: 0 } } });

export const eyebrow = style({
  '@layer': {
    [components]: {
      margin: 0,
      justifySelf: 'start',
      paddingInline: vars.space['3'],
      paddingBlock: vars.space['1'],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accentSoft,
      color: vars.color.fg.accent,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: '40px',
      lineHeight: '46px',
      fontWeight: vars.font.weight.bold,
      letterSpacing: '-0.02em',
      color: vars.color.fg.neutral,
      overflowWrap: 'anywhere',
      '@media': { [desktop]: { fontSize: '60px', lineHeight: '66px' } },
    },
  },
});

export const body = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.lg,
      lineHeight: vars.font.lineHeight.lg,
      color: vars.color.fg.secondary,
      maxInlineSize: '46ch',
    },
  },
});

export const form = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['3'],
      maxInlineSize: '520px',
      '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: '1fr auto', alignItems: 'end' } },
    },
  },
});

export const note = style({
  '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary, fontSize: vars.font.size.sm } },
});

export const media = style({
  '@layer': {
    [components]: {
      position: 'relative',
      overflow: 'hidden',
      borderRadius: vars.radius.xl,
      aspectRatio: '4 / 3',
      boxShadow: vars.shadow.lg,
      '@media': { [desktop]: { aspectRatio: '4 / 5', borderStartStartRadius: '120px' } },
    },
  },
});

export const art = style({
  '@layer': {
    [components]: { position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', display: 'block' },
  },
});

export const image = style([art, { '@layer': { [components]: { objectFit: 'cover' } } }]);

export const stat = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInlineStart: vars.space['4'],
      insetBlockEnd: vars.space['4'],
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      paddingInline: vars.space['4'],
      paddingBlock: vars.space['2'],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.surface,
      color: vars.color.fg.neutral,
      boxShadow: vars.shadow.md,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const dot = style({
  '@layer': {
    [components]: {
      inlineSize: '10px',
      blockSize: '10px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.positive,
    },
  },
});
