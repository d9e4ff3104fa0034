import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['2'], minInlineSize: 0 } },
});

export const stage = style({
  '@layer': {
    [components]: {
      position: 'relative',
      aspectRatio: '4 / 5',
      maxBlockSize: '70vh',
      overflow: 'hidden',
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.accentSoft,
      touchAction: 'pan-y',
      userSelect: 'none',
      selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
    },
  },
});

export const image = style({
  '@layer': {
    [components]: { display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' },
  },
});

export const fallback = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      blockSize: '100%',
      fontSize: '64px',
      fontWeight: vars.font.weight.bold,
      color: vars.color.fg.accent,
    },
  },
});

export const nav = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockStart: '50%',
      transform: 'translateY(-50%)',
      display: 'grid',
      placeItems: 'center',
      inlineSize: vars.touchableSize,
      blockSize: vars.touchableSize,
      border: 0,
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(255, 255, 255, 0.9)',
      color: '#2A1A22',
      boxShadow: vars.shadow.md,
      cursor: 'pointer',
      selectors: {
        '&[data-edge="start"]': { insetInlineStart: vars.space['3'] },
        '&[data-edge="end"]': { insetInlineEnd: vars.space['3'] },
        '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      },
    },
  },
});

export const counter = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockStart: vars.space['3'],
      insetInlineEnd: vars.space['3'],
      paddingInline: vars.space['2'],
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(20, 10, 16, 0.6)',
      color: '#FFFFFF',
      fontSize: vars.font.size.xs,
      lineHeight: '22px',
      direction: 'ltr',
    },
  },
});

export const thumbs = style({
  '@layer': {
    [components]: {
      display: 'flex',
      gap: vars.space['2'],
      margin: 0,
      padding: 0,
      listStyle: 'none',
      overflowX: 'auto',
      paddingBlock: '2px',
    },
  },
});

export const thumb = style({
  '@layer': {
    [components]: {
      display: 'block',
      inlineSize: '56px',
      blockSize: '56px',
      padding: 0,
      overflow: 'hidden',
      border: '2px solid transparent',
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.bg.neutralSoft,
      cursor: 'pointer',
      opacity: 0.7,
      selectors: {
        '&[aria-current="true"]': { borderColor: vars.color.bg.accent, opacity: 1 },
        '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
      },
    },
  },
});
