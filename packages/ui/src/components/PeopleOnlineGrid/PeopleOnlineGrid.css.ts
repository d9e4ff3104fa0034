import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['5'] } } });

export const header = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['1'] } } });

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      fontSize: vars.font.size['2xl'],
      lineHeight: vars.font.lineHeight['2xl'],
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const live = style({
  '@layer': {
    [components]: {
      inlineSize: '10px',
      blockSize: '10px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.positive,
      boxShadow: `0 0 0 4px ${vars.color.bg.positiveSoft}`,
    },
  },
});

export const subtitle = style({ '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary } } });

export const grid = style({
  '@layer': {
    [components]: {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space['3'],
      '@media': {
        'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        'screen and (min-width: 960px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['4'] },
      },
    },
  },
});

export const card = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'block',
      overflow: 'hidden',
      aspectRatio: '3 / 4',
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.bg.neutralSoft,
      color: '#FFF7F2',
      textDecoration: 'none',
      boxShadow: vars.shadow.sm,
      transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      selectors: {
        '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.lg },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
      '@media': {
        '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } },
      },
    },
  },
});

export const photo = style({
  '@layer': {
    [components]: { position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'cover' },
  },
});

export const initials = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      inset: 0,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: '48px',
      fontWeight: vars.font.weight.bold,
      color: 'rgba(255, 247, 242, 0.92)',
      selectors: {
        '&[data-tone="0"]': { background: 'linear-gradient(160deg, #F59AB1, #B8325A)' },
        '&[data-tone="1"]': { background: 'linear-gradient(160deg, #FFB36B, #D9466B)' },
        '&[data-tone="2"]': { background: 'linear-gradient(160deg, #C79BE0, #6E1F45)' },
        '&[data-tone="3"]': { background: 'linear-gradient(160deg, #F4C063, #B8325A)' },
      },
    },
  },
});

export const shade = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      display: 'grid',
      gap: '2px',
      padding: vars.space['3'],
      paddingBlockStart: vars.space['10'],
      background: 'linear-gradient(to bottom, rgba(20, 8, 14, 0), rgba(20, 8, 14, 0.82))',
    },
  },
});

export const name = style({
  '@layer': {
    [components]: {
      fontWeight: vars.font.weight.bold,
      fontSize: vars.font.size.md,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});

export const meta = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.sm,
      opacity: 0.92,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});

export const onlineDot = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockStart: vars.space['3'],
      insetInlineEnd: vars.space['3'],
      inlineSize: '12px',
      blockSize: '12px',
      borderRadius: vars.radius.full,
      backgroundColor: '#3CCB7F',
      border: '2px solid #FFF7F2',
    },
  },
});

export const skeleton = style({
  '@layer': { [components]: { aspectRatio: '3 / 4', borderRadius: vars.radius.lg, overflow: 'hidden' } },
});

export const footer = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['3'],
    },
  },
});

export const sample = style({
  '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary, fontSize: vars.font.size.sm } },
});
