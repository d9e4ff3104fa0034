import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space['12'],
  inlineSize: '100%',
  maxInlineSize: '1160px',
  marginInline: 'auto',
  paddingBlockEnd: vars.space['12'],
});
