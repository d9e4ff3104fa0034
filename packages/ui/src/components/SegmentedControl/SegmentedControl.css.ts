import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      gap: '2px',
      padding: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.neutralSoft,
      selectors: { '&[data-full-width="true"]': { display: 'flex', inlineSize: '100%' } },
    },
  },
});

export const segment = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      minBlockSize: '40px',
      minInlineSize: '40px',
      paddingInline: vars.space['4'],
      border: 0,
      borderRadius: vars.radius.full,
      background: 'transparent',
      color: vars.color.fg.secondary,
      font: 'inherit',
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        [`${root}[data-size="sm"] &`]: { minBlockSize: '32px', minInlineSize: '32px', paddingInline: vars.space['3'] },
        [`${root}[data-full-width="true"] &`]: { flex: 1 },
        '&[data-state="on"]': {
          backgroundColor: vars.color.bg.surface,
          color: vars.color.fg.neutral,
          boxShadow: vars.shadow.sm,
        },
        '&:hover:not([data-state="on"])': { color: vars.color.fg.neutral },
        '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
      },
      // Every segment (the small grid/list toggle too) is a finger's size on a phone.
      '@media': {
        'screen and (max-width: 768px)': {
          minBlockSize: vars.touchableSize,
          minInlineSize: vars.touchableSize,
          selectors: {
            [`${root}[data-size="sm"] &`]: { minBlockSize: vars.touchableSize, minInlineSize: vars.touchableSize },
          },
        },
      },
    },
  },
});

export const badge = style({
  '@layer': {
    [components]: {
      paddingInline: vars.space['2'],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.positiveSoft,
      color: vars.color.fg.positive,
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      fontWeight: vars.font.weight.bold,
    },
  },
});
