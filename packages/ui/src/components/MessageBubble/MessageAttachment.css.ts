import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

// A message's attachment inside the bubble: a photo, a video or a voice note, a file card, the upload's progress.

/** The photo: a button that opens the lightbox; its box keeps the photo's aspect ratio while it loads. */
export const imageButton = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'block',
      padding: 0,
      border: 'none',
      background: 'none',
      cursor: 'zoom-in',
      borderRadius: '14px',
      overflow: 'hidden',
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});

export const image = style({
  '@layer': {
    [components]: {
      display: 'block',
      inlineSize: '260px',
      maxInlineSize: '100%',
      maxBlockSize: '320px',
      objectFit: 'cover',
      backgroundColor: vars.color.bg.neutralSoft,
      selectors: { '[data-status="uploading"] &': { opacity: 0.6 } },
    },
  },
});

export const media = style({
  '@layer': {
    [components]: {
      display: 'block',
      inlineSize: '280px',
      maxInlineSize: '100%',
      maxBlockSize: '320px',
      borderRadius: '14px',
      backgroundColor: '#000000',
    },
  },
});

export const audio = style({
  '@layer': { [components]: { display: 'block', inlineSize: '280px', maxInlineSize: '100%', blockSize: '40px' } },
});

export const caption = style({
  '@layer': {
    [components]: {
      margin: 0,
      paddingInline: vars.space['2'],
      paddingBlockStart: vars.space['1'],
      whiteSpace: 'pre-wrap',
    },
  },
});

/** PDF and other files: a card with the kind, the name and the size; the whole card downloads. */
export const fileCard = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['3'],
      inlineSize: '280px',
      maxInlineSize: '100%',
      padding: vars.space['2'],
      borderRadius: '14px',
      backgroundColor: vars.color.bg.sunken,
      color: vars.color.fg.neutral,
      textDecoration: 'none',
      selectors: {
        // On the accent bubble: the accent's hover shade keeps the text's contrast in both themes.
        '[data-own="true"] &': { backgroundColor: vars.color.bg.accentHover, color: vars.color.fg.onAccent },
        '&[href]:hover': { backgroundColor: vars.color.bg.neutralSoftHover },
        '[data-own="true"] &[href]:hover': { backgroundColor: vars.color.bg.accentHover, textDecoration: 'underline' },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
      },
    },
  },
});

export const fileIcon = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      inlineSize: '40px',
      blockSize: '40px',
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.bg.accentSoft,
      color: vars.color.fg.accent,
      fontSize: '10px',
      fontWeight: vars.font.weight.bold,
      selectors: {
        '[data-own="true"] &': { backgroundColor: vars.color.fg.onAccent, color: vars.color.bg.accent },
      },
    },
  },
});

export const fileText = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', minInlineSize: 0, flex: 1 } },
});

export const fileName = style({
  '@layer': {
    [components]: {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontWeight: vars.font.weight.medium,
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
    },
  },
});

export const fileMeta = style({
  '@layer': { [components]: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.xs } },
});

/** Upload progress: a thin bar under the media or card. */
export const progress = style({
  '@layer': {
    [components]: {
      display: 'block',
      blockSize: '4px',
      marginBlockStart: vars.space['1'],
      marginInline: vars.space['1'],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.neutralSoft,
      overflow: 'hidden',
      selectors: { '[data-own="true"] &': { backgroundColor: 'rgba(255, 255, 255, 0.3)' } },
    },
  },
});

export const progressFill = style({
  '@layer': {
    [components]: {
      display: 'block',
      blockSize: '100%',
      inlineSize: 'var(--kd-bubble-progress, 10%)',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accent,
      transition: `inline-size ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      selectors: { '[data-own="true"] &': { backgroundColor: vars.color.fg.onAccent } },
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
  },
});

export const uploadLabel = style({
  '@layer': {
    [components]: {
      display: 'block',
      paddingInline: vars.space['2'],
      paddingBlockStart: vars.space['1'],
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
    },
  },
});
