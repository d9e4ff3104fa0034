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

/**
 * Online dot centred on the circle's edge at the inline-end bottom (45°: 14.6 % of the size in from the
 * corner), ringed with the canvas colour, so it sits on the rim instead of over the initials.
 */
export const status = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      vars: { '--kd-status-size': 'max(8px, calc(var(--kd-avatar-size) * 0.24))' },
      insetBlockEnd: 'calc(var(--kd-avatar-size) * 0.146 - var(--kd-status-size) / 2)',
      insetInlineEnd: 'calc(var(--kd-avatar-size) * 0.146 - var(--kd-status-size) / 2)',
      inlineSize: 'var(--kd-status-size)',
      blockSize: 'var(--kd-status-size)',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.positive,
      boxShadow: `0 0 0 2px ${vars.color.bg.canvas}`,
    },
  },
});
