import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space['3'],
      inlineSize: '100%',
      maxInlineSize: '520px',
      marginInline: 'auto',
      padding: vars.space['8'],
      borderRadius: vars.radius.xl,
      textAlign: 'center',
      background: `linear-gradient(160deg, ${vars.color.bg.accentSoft}, ${vars.color.bg.surface} 60%)`,
      border: `2px solid ${vars.color.bg.accent}`,
      '@media': { 'screen and (max-width: 480px)': { padding: vars.space['5'] } },
    },
  },
});

export const crown = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      inlineSize: '64px',
      blockSize: '64px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
      color: vars.color.fg.onAccent,
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
    },
  },
});

export const perks = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['2'],
      margin: 0,
      padding: 0,
      listStyle: 'none',
      textAlign: 'start',
    },
  },
});

export const perk = style({
  '@layer': {
    [components]: { display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], color: vars.color.fg.neutral },
  },
});

export const check = style({
  '@layer': {
    [components]: { display: 'inline-flex', flexShrink: 0, paddingBlockStart: '3px', color: vars.color.fg.accent },
  },
});

export const note = style({
  '@layer': { [components]: { margin: 0, color: vars.color.fg.secondary, maxInlineSize: '48ch' } },
});
