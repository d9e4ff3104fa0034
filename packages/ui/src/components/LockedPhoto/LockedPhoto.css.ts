import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'grid',
      placeItems: 'center',
      alignContent: 'center',
      gap: vars.space['3'],
      inlineSize: '100%',
      blockSize: '100%',
      minBlockSize: '48px',
      overflow: 'hidden',
      color: '#FFFFFF',
      backgroundColor: '#3E2338',
      textAlign: 'center',
      isolation: 'isolate',
    },
  },
});

export const blur = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      inset: '-20%',
      zIndex: -1,
      background: `radial-gradient(circle at 30% 30%, #F3A0B8, transparent 55%), radial-gradient(circle at 70% 65%, #8C5BB8, transparent 55%), linear-gradient(135deg, #5A2A45, #2B1A33)`,
      filter: 'blur(18px) saturate(1.1)',
    },
  },
});

export const lock = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      inlineSize: '64px',
      blockSize: '64px',
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(255, 255, 255, 0.18)',
      border: '1px solid rgba(255, 255, 255, 0.4)',
      backdropFilter: 'blur(6px)',
      selectors: { [`${root}[data-compact="true"] &`]: { inlineSize: '28px', blockSize: '28px' } },
    },
  },
});

export const text = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space['2'],
      paddingInline: vars.space['4'],
      paddingBlock: vars.space['3'],
      borderRadius: vars.radius.lg,
      backgroundColor: 'rgba(30, 14, 26, 0.55)',
    },
  },
});

export const title = style({
  '@layer': { [components]: { margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg } },
});

export const state = style({
  '@layer': {
    [components]: {
      margin: 0,
      paddingBlock: vars.space['1'],
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(0, 0, 0, 0.4)',
      fontSize: vars.font.size.sm,
    },
  },
});
