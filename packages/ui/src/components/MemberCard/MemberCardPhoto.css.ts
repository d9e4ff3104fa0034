// The card's photo: the picture, the online badge, the photo dots and the flip control (MemberCard.css.ts holds the
// card around it).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { photoFrame, photoImage } from '../private/PhotoTile.css';
import { phone, root } from './MemberCard.css';

export const media = style([
  photoFrame,
  {
    '@layer': {
      [components]: {
        selectors: {
          [`${root}[data-layout="grid"] &`]: { gridArea: '1 / 1' },
          [`${root}[data-layout="list"] &`]: {
            inlineSize: '88px',
            blockSize: '88px',
            borderRadius: vars.radius.md,
          },
        },
        '@media': {
          [phone]: { selectors: { [`${root}[data-layout="list"] &`]: { inlineSize: '72px', blockSize: '72px' } } },
        },
      },
    },
  },
]);

export const image = style([
  photoImage,
  {
    '@layer': {
      [components]: {
        transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
        '@media': {
          '(hover: hover) and (prefers-reduced-motion: no-preference)': {
            selectors: { [`${root}[data-layout="grid"]:hover &`]: { transform: 'scale(1.03)' } },
          },
        },
      },
    },
  },
]);

export const noPhoto = style({
  '@layer': {
    [components]: {
      display: 'grid',
      placeItems: 'center',
      inlineSize: '100%',
      blockSize: '100%',
      fontSize: vars.font.size['3xl'],
      fontWeight: vars.font.weight.bold,
      color: vars.color.fg.accent,
    },
  },
});

export const scrim = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      blockSize: '55%',
      background: 'linear-gradient(to top, rgba(20, 10, 16, 0.82), rgba(20, 10, 16, 0))',
      pointerEvents: 'none',
      selectors: { [`${root}[data-layout="list"] &`]: { display: 'none' } },
    },
  },
});

export const online = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockStart: vars.space['3'],
      insetInlineStart: vars.space['3'],
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      paddingBlock: '2px',
      paddingInline: vars.space['2'],
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(20, 10, 16, 0.6)',
      color: '#FFFFFF',
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      fontWeight: vars.font.weight.medium,
      selectors: {
        [`${root}[data-layout="list"] &`]: {
          insetBlockStart: 'auto',
          insetBlockEnd: '4px',
          insetInlineStart: 'auto',
          insetInlineEnd: '4px',
          padding: 0,
          backgroundColor: 'transparent',
        },
      },
    },
  },
});

export const onlineDot = style({
  '@layer': {
    [components]: {
      inlineSize: '8px',
      blockSize: '8px',
      borderRadius: vars.radius.full,
      backgroundColor: '#3DDC84',
      boxShadow: '0 0 0 2px rgba(61, 220, 132, 0.35)',
      selectors: {
        [`${root}[data-layout="list"] &`]: {
          inlineSize: '14px',
          blockSize: '14px',
          boxShadow: `0 0 0 3px ${vars.color.bg.surface}`,
        },
      },
    },
  },
});

export const onlineText = style({
  '@layer': {
    [components]: {
      selectors: {
        [`${root}[data-layout="list"] &`]: {
          position: 'absolute',
          inlineSize: '1px',
          blockSize: '1px',
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});

/** Text for assistive technology only (the shared hidden-text style). */
export { hiddenText as hidden } from '../private/hiddenText.css';

export const dots = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockStart: vars.space['2'],
      insetInline: vars.space['6'],
      display: 'flex',
      gap: '4px',
    },
  },
});

export const dot = style({
  '@layer': {
    [components]: {
      flex: 1,
      blockSize: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(255, 255, 255, 0.45)',
      selectors: { '&[data-active="true"]': { backgroundColor: '#FFFFFF' } },
    },
  },
});

export const flip = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      zIndex: 2,
      insetBlockStart: '40%',
      insetInlineEnd: vars.space['2'],
      display: 'grid',
      placeItems: 'center',
      inlineSize: '36px',
      blockSize: '36px',
      border: 0,
      borderRadius: vars.radius.full,
      backgroundColor: 'rgba(20, 10, 16, 0.45)',
      color: '#FFFFFF',
      cursor: 'pointer',
      selectors: { '&:focus-visible': { outline: `2px solid #FFFFFF`, outlineOffset: '2px' } },
    },
  },
});
