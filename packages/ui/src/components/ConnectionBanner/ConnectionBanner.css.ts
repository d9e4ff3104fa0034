import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const slide = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

export const region = style({ '@layer': { [components]: { display: 'contents' } } });

export const bar = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexWrap: 'wrap',
      gap: vars.space['2'],
      paddingBlock: vars.space['2'],
      paddingInline: vars.space['4'],
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      textAlign: 'center',
      borderBlockEnd: '1px solid transparent',
      selectors: {
        '&[data-status="offline"]': {
          backgroundColor: vars.color.bg.cautionSoft,
          color: vars.color.fg.caution,
          borderColor: vars.color.bg.cautionSoft,
        },
        '&[data-status="reconnecting"]': { backgroundColor: vars.color.bg.infoSoft, color: vars.color.fg.info },
        '&[data-status="restored"]': { backgroundColor: vars.color.bg.positiveSoft, color: vars.color.fg.positive },
        '&[data-status="realtimeOff"]': {
          backgroundColor: vars.color.bg.neutralSoft,
          color: vars.color.fg.secondary,
        },
      },
      '@media': {
        '(prefers-reduced-motion: no-preference)': { animation: `${slide} ${vars.motion.duration.normal} both` },
      },
    },
  },
});

export const icon = style({ '@layer': { [components]: { display: 'inline-flex', flexShrink: 0 } } });

export const title = style({ '@layer': { [components]: { fontWeight: vars.font.weight.bold } } });

export const description = style({ '@layer': { [components]: { color: 'inherit', opacity: 0.92 } } });

export const action = style({
  '@layer': {
    [components]: {
      marginInlineStart: vars.space['2'],
      paddingBlock: vars.space['1'],
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.full,
      border: '1px solid currentColor',
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      fontWeight: vars.font.weight.medium,
      cursor: 'pointer',
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});
