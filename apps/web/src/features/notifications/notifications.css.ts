import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui';

export const page = style({
  inlineSize: '100%',
  maxInlineSize: '720px',
  marginInline: 'auto',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  '@media': { 'screen and (max-width: 768px)': { paddingBlock: vars.space['3'], paddingInline: vars.space['2'] } },
});
