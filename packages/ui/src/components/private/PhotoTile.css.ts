import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** A frame a member's photo fills (MemberCard's media, PhotoManager's tiles): clipped, soft accent until it loads. */
export const photoFrame = style({
  '@layer': {
    [components]: { position: 'relative', overflow: 'hidden', backgroundColor: vars.color.bg.accentSoft },
  },
});

/** The photo inside a `photoFrame`: covers the whole frame, cropped rather than stretched. */
export const photoImage = style({
  '@layer': {
    [components]: { display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' },
  },
});
