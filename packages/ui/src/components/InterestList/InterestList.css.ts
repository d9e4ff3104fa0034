import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': { [components]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] } },
});

export const list = style({
  '@layer': {
    [components]: { display: 'contents', margin: 0, padding: 0, listStyle: 'none' },
  },
});

export const chip = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      minBlockSize: '32px',
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.neutralSoft,
      fontSize: vars.font.size.sm,
      selectors: {
        '&[data-common="true"]': {
          backgroundColor: vars.color.bg.accentSoft,
          color: vars.color.fg.accent,
          fontWeight: vars.font.weight.medium,
        },
      },
    },
  },
});

/** Text for assistive technology only (the shared hidden-text style). */
export { hiddenText as hidden } from '../private/hiddenText.css';

export const more = style({
  '@layer': {
    [components]: {
      minBlockSize: '32px',
      paddingInline: vars.space['3'],
      border: `1px dashed ${vars.color.border.strong}`,
      borderRadius: vars.radius.full,
      background: 'none',
      color: vars.color.fg.link,
      font: 'inherit',
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
      cursor: 'pointer',
      selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
    },
  },
});
