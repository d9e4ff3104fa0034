import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** Row of a checkbox, switch or radio: control, then label and description. The whole row is the touch target. */
export const row = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space['3'],
      minBlockSize: vars.touchableSize,
      paddingBlock: vars.space['2'],
      cursor: 'pointer',
      selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 } },
    },
  },
});

export const text = style({
  '@layer': { [components]: { display: 'grid', gap: '2px', minInlineSize: 0, paddingBlockStart: '1px' } },
});

export const label = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      color: vars.color.fg.neutral,
      overflowWrap: 'anywhere',
      cursor: 'inherit',
    },
  },
});

export const description = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      color: vars.color.fg.secondary,
      overflowWrap: 'anywhere',
    },
  },
});

export const grow = style({ '@layer': { [components]: { flex: 1 } } });
