import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { countBadge } from '../../theme/shapes';

export { bottomNavBlockSize } from './bottomNavSize';

export const root = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      insetInline: 0,
      insetBlockEnd: 0,
      zIndex: 20,
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: '1fr',
      paddingBlockStart: vars.space['1'],
      paddingBlockEnd: `max(${vars.space['1']}, env(safe-area-inset-bottom))`,
      paddingInline: vars.space['2'],
      backgroundColor: vars.color.bg.surface,
      borderBlockStart: `1px solid ${vars.color.border.neutral}`,
      boxShadow: '0 -4px 16px rgba(37, 25, 31, 0.08)',
      selectors: {
        '&[data-responsive="true"]': { display: 'none' },
        '&[data-placement="inline"]': { position: 'static' },
      },
      '@media': {
        'screen and (max-width: 768px)': { selectors: { '&[data-responsive="true"]': { display: 'grid' } } },
      },
    },
  },
});

export const item = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2px',
      minBlockSize: '56px',
      minInlineSize: 0,
      paddingInline: vars.space['1'],
      borderRadius: vars.radius.lg,
      color: vars.color.fg.secondary,
      textDecoration: 'none',
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      fontWeight: vars.font.weight.medium,
      textAlign: 'center',
      transitionProperty: 'color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&[aria-current="page"]': { color: vars.color.fg.accent },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: `-${vars.focusRing.width}`,
        },
      },
    },
  },
});

export const iconWrap = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '56px',
      blockSize: '30px',
      borderRadius: vars.radius.full,
      transitionProperty: 'background-color',
      transitionDuration: vars.motion.duration.normal,
      selectors: { [`${item}[aria-current="page"] &`]: { backgroundColor: vars.color.bg.accentSoft } },
    },
  },
});

export const label = style({
  '@layer': {
    [components]: {
      maxInlineSize: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});

export const badge = style({
  '@layer': {
    [components]: {
      ...countBadge,
      insetBlockStart: '-4px',
      insetInlineEnd: '6px',
      boxShadow: `0 0 0 2px ${vars.color.bg.surface}`,
    },
  },
});
