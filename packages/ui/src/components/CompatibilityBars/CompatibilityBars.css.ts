import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['3'],
      padding: vars.space['4'],
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.bg.sunken,
    },
  },
});

export const header = style({
  '@layer': { [components]: { display: 'flex', alignItems: 'center', gap: vars.space['3'] } },
});

export const ring = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      inlineSize: '52px',
      blockSize: '52px',
      flexShrink: 0,
      borderRadius: vars.radius.full,
      background: `conic-gradient(${vars.color.bg.accent} var(--kd-score), ${vars.color.bg.neutralSoftHover} 0)`,
    },
  },
});

export const ringValue = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      inlineSize: '40px',
      blockSize: '40px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.sunken,
      fontWeight: vars.font.weight.bold,
      fontSize: vars.font.size.sm,
    },
  },
});

export const title = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold } },
});

export const score = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.secondary } },
});

export const bars = style({
  '@layer': { [components]: { display: 'grid', gap: vars.space['2'], margin: 0 } },
});

export const row = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(96px, 40%) 1fr',
      alignItems: 'center',
      gap: vars.space['3'],
    },
  },
});

export const label = style({
  '@layer': { [components]: { fontSize: vars.font.size.sm, color: vars.color.fg.secondary } },
});

export const track = style({
  '@layer': {
    [components]: {
      margin: 0,
      blockSize: '8px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.neutralSoftHover,
      overflow: 'hidden',
    },
  },
});

export const fill = style({
  '@layer': {
    [components]: {
      display: 'block',
      blockSize: '100%',
      borderRadius: vars.radius.full,
      background: `linear-gradient(90deg, ${vars.color.bg.accent}, ${vars.color.fg.caution})`,
    },
  },
});
