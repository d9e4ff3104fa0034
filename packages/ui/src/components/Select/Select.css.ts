import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const trigger = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
      flex: 1,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['2'],
      alignSelf: 'stretch',
      minInlineSize: 0,
      cursor: 'pointer',
      textAlign: 'start',
      selectors: { '&[data-placeholder]': { color: vars.color.fg.secondary }, '&:disabled': { cursor: 'not-allowed' } },
    },
  },
});

export const value = style({
  '@layer': { [components]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
});

export const chevron = style({
  '@layer': { [components]: { display: 'inline-flex', color: vars.color.fg.secondary } },
});

/** At least as wide as the field, at most 320 px (or the field, if wider) and never wider than the viewport. */
export const content = style({
  '@layer': {
    [components]: {
      minInlineSize: 'var(--radix-select-trigger-width)',
      maxInlineSize:
        'min(max(var(--radix-select-trigger-width), 320px), var(--radix-select-content-available-width, 100vw))',
    },
  },
});
