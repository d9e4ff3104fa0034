import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      inlineSize: 'var(--kd-avatar-size)',
      blockSize: 'var(--kd-avatar-size)',
      borderRadius: vars.radius.full,
      vars: { '--kd-avatar-size': '40px' },
      selectors: {
        '&[data-size="xs"]': { vars: { '--kd-avatar-size': '24px' } },
        '&[data-size="sm"]': { vars: { '--kd-avatar-size': '32px' } },
        '&[data-size="lg"]': { vars: { '--kd-avatar-size': '56px' } },
        '&[data-size="xl"]': { vars: { '--kd-avatar-size': '96px' } },
        // Premium: a warm accent-to-caution ring with a gap of the canvas colour.
        '&[data-premium="true"]': {
          padding: '4px',
          background: `conic-gradient(from 210deg, ${vars.color.bg.accent}, ${vars.color.fg.caution}, ${vars.color.bg.accent})`,
        },
      },
    },
  },
});

export const frame = style({
  '@layer': {
    [components]: {
      display: 'flex',
      inlineSize: '100%',
      blockSize: '100%',
      overflow: 'hidden',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accentSoft,
      selectors: { [`${root}[data-premium="true"] &`]: { boxShadow: `0 0 0 2px ${vars.color.bg.canvas}` } },
    },
  },
});

export const image = style({
  '@layer': { [components]: { inlineSize: '100%', blockSize: '100%', objectFit: 'cover' } },
});

export const fallback = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '100%',
      blockSize: '100%',
      color: vars.color.fg.accent,
      fontWeight: vars.font.weight.medium,
      fontSize: 'calc(var(--kd-avatar-size) * 0.4)',
      lineHeight: 1,
      userSelect: 'none',
    },
  },
});

/** Online dot at the inline-end bottom corner, ringed with the canvas colour. */
export const status = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockEnd: 0,
      insetInlineEnd: 0,
      inlineSize: 'max(10px, calc(var(--kd-avatar-size) * 0.26))',
      blockSize: 'max(10px, calc(var(--kd-avatar-size) * 0.26))',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.positive,
      boxShadow: `0 0 0 2px ${vars.color.bg.canvas}`,
    },
  },
});
