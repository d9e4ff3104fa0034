import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** Phones (a column under 768 px, docs/product/messaging.md) show one pane; wider, the sidebar and the conversation side by side. */
export const TWO_PANES = '(min-width: 768px)';

export const root = style({
  '@layer': {
    [components]: {
      containerType: 'inline-size',
      containerName: 'kd-messages',
      display: 'flex',
      inlineSize: '100%',
      blockSize: '100%',
      minBlockSize: 0,
      overflow: 'hidden',
      backgroundColor: vars.color.bg.surface,
    },
  },
});

export const inner = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gridTemplateColumns: '100%',
      inlineSize: '100%',
      blockSize: '100%',
      minBlockSize: 0,
      '@container': {
        [`kd-messages ${TWO_PANES}`]: { gridTemplateColumns: 'minmax(280px, 360px) 1fr' },
      },
    },
  },
});

const pane = {
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  minBlockSize: 0,
  overflow: 'hidden',
} as const;

export const sidebar = style({
  '@layer': {
    [components]: {
      ...pane,
      selectors: { '[data-view="conversation"] > &': { display: 'none' } },
      '@container': {
        [`kd-messages ${TWO_PANES}`]: {
          borderInlineEnd: `1px solid ${vars.color.border.neutral}`,
          selectors: { '[data-view] > &': { display: 'flex' } },
        },
      },
    },
  },
});

export const main = style({
  '@layer': {
    [components]: {
      ...pane,
      backgroundColor: vars.color.bg.canvas,
      selectors: { '[data-view="list"] > &': { display: 'none' } },
      '@container': {
        [`kd-messages ${TWO_PANES}`]: { selectors: { '[data-view] > &': { display: 'flex' } } },
      },
    },
  },
});
