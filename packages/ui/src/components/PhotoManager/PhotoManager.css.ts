import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { photoFrame, photoImage } from '../private/PhotoTile.css';

export const root = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['3'] } },
});

export const count = style({
  '@layer': { [components]: { margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.secondary } },
});

export const empty = style({
  '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary } },
});

export const grid = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
      gap: vars.space['3'],
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
  },
});

export const tile = style([
  photoFrame,
  {
    '@layer': {
      [components]: {
        aspectRatio: '3 / 4',
        borderRadius: vars.radius.lg,
        selectors: {
          '&[data-profile="true"]': { boxShadow: `0 0 0 3px ${vars.color.bg.accent}` },
          '&[data-uploading="true"]': { opacity: 0.85 },
        },
      },
    },
  },
]);

export const image = style([
  photoImage,
  {
    '@layer': {
      [components]: {
        selectors: { [`${tile}[data-private="true"] &`]: { filter: 'saturate(0.6) brightness(0.85)' } },
      },
    },
  },
]);

export const badges = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockStart: vars.space['2'],
      insetInlineStart: vars.space['2'],
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space['1'],
    },
  },
});

export const badge = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2px',
      paddingInline: vars.space['2'],
      borderRadius: vars.radius.full,
      fontSize: '11px',
      lineHeight: '20px',
      fontWeight: vars.font.weight.bold,
      selectors: {
        '&[data-kind="profile"]': { backgroundColor: vars.color.bg.accent, color: vars.color.fg.onAccent },
        '&[data-kind="private"]': { backgroundColor: 'rgba(20, 10, 16, 0.72)', color: '#FFFFFF' },
      },
    },
  },
});

export const menu = style({
  '@layer': {
    [components]: { position: 'absolute', insetBlockEnd: vars.space['2'], insetInlineEnd: vars.space['2'] },
  },
});

export const progress = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInline: vars.space['2'],
      insetBlockEnd: vars.space['2'],
      display: 'flex',
      flexDirection: 'column',
      gap: '4px',
      padding: vars.space['2'],
      borderRadius: vars.radius.md,
      backgroundColor: 'rgba(20, 10, 16, 0.72)',
      color: '#FFFFFF',
    },
  },
});

export const progressTrack = style({
  '@layer': {
    [components]: {
      blockSize: '6px',
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(255, 255, 255, 0.3)',
      overflow: 'hidden',
    },
  },
});

export const progressFill = style({
  '@layer': {
    [components]: {
      display: 'block',
      blockSize: '100%',
      backgroundColor: '#FFFFFF',
      transition: 'inline-size 120ms linear',
    },
  },
});

export const progressText = style({
  '@layer': { [components]: { fontSize: '11px', lineHeight: '14px' } },
});

export const addTile = style({
  '@layer': { [components]: { position: 'relative', aspectRatio: '3 / 4' } },
});

export const add = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      blockSize: '100%',
      padding: vars.space['2'],
      borderRadius: vars.radius.lg,
      border: `2px dashed ${vars.color.border.strong}`,
      color: vars.color.fg.accent,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
      textAlign: 'center',
      cursor: 'pointer',
      selectors: {
        '&:hover': { backgroundColor: vars.color.bg.accentSoft },
        [`${addTile}:focus-within &`]: { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      },
    },
  },
});

export const addIcon = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      inlineSize: '40px',
      blockSize: '40px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
      color: vars.color.fg.onAccent,
    },
  },
});

export const file = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      opacity: 0,
      overflow: 'hidden',
    },
  },
});
