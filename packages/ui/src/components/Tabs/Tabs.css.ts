import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['4'] } } });

/** The underlined row of tabs; SettingsLayout's sections share it (and `tabTrigger`, `panel`). */
export const tabList = style({
  '@layer': {
    [components]: {
      display: 'flex',
      gap: vars.space['1'],
      borderBlockEnd: `1px solid ${vars.color.border.neutral}`,
    },
  },
});

/** A row that never wraps: it scrolls sideways, without a scrollbar. */
export const list = style([tabList, { '@layer': { [components]: { overflowX: 'auto', scrollbarWidth: 'none' } } }]);

export const tabTrigger = style({
  '@layer': {
    [components]: {
      all: 'unset',
      boxSizing: 'border-box',
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      minBlockSize: vars.touchableSize,
      paddingInline: vars.space['4'],
      fontSize: vars.font.size.md,
      fontWeight: vars.font.weight.medium,
      color: vars.color.fg.secondary,
      cursor: 'pointer',
      borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
      selectors: {
        '&:hover': { color: vars.color.fg.neutral, backgroundColor: vars.color.bg.neutralSoft },
        // Inside the tab, clear of its edges: the scrolling list clips anything on or past them, and the
        // active tab's bar covers the bottom edge.
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: `calc(-2 * ${vars.focusRing.width})`,
        },
        '&[data-state="active"]': { color: vars.color.fg.accent },
        '&[data-state="active"]::after': {
          content: '""',
          position: 'absolute',
          insetInline: vars.space['2'],
          insetBlockEnd: '-1px',
          blockSize: '3px',
          borderRadius: vars.radius.full,
          backgroundColor: vars.color.bg.accent,
        },
        '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      },
    },
  },
});

/** Each tab keeps its label on one line; the row scrolls instead. */
export const trigger = style([tabTrigger, { '@layer': { [components]: { flexShrink: 0, whiteSpace: 'nowrap' } } }]);

export const panel = style({
  '@layer': {
    [components]: {
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
          borderRadius: vars.radius.sm,
        },
      },
    },
  },
});
