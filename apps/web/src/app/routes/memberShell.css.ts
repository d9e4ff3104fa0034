import { style } from '@vanilla-extract/css';

/** The header's bell is for wide screens; on phones the bottom navigation holds it (docs/product/public-pages.md breakpoints). */
export const headerBell = style({
  display: 'inline-flex',
  '@media': { 'screen and (max-width: 768px)': { display: 'none' } },
});
