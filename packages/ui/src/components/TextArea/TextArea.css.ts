import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const maxBlockSize = createVar();
export const minRows = createVar();

export const box = style({
  '@layer': { [components]: { alignItems: 'stretch', paddingBlock: vars.space['2'] } },
});

/** Grows with its content (field-sizing) from `minRows` lines up to `maxBlockSize`, then scrolls. */
export const textarea = style({
  '@layer': {
    [components]: {
      resize: 'none',
      fieldSizing: 'content',
      minBlockSize: `calc(${minRows} * ${vars.font.lineHeight.md})`,
      maxBlockSize,
      overflowY: 'auto',
    },
  },
});

export const footer = style({
  '@layer': { [components]: { display: 'flex', justifyContent: 'flex-end' } },
});

export const counter = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      color: vars.color.fg.secondary,
      fontVariantNumeric: 'tabular-nums',
      selectors: {
        '&[data-state="near"]': { color: vars.color.fg.caution },
        '&[data-state="full"]': { color: vars.color.fg.critical, fontWeight: vars.font.weight.medium },
      },
    },
  },
});
