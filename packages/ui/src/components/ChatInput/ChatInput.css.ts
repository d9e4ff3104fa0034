import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { chatFontFamily } from '../private/chatText';

const pop = keyframes({ from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' } });

export const root = style({
  '@layer': {
    [components]: {
      fontFamily: chatFontFamily,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      paddingBlock: vars.space['2'],
      paddingInline: vars.space['2'],
      borderBlockStart: `1px solid ${vars.color.border.neutral}`,
      backgroundColor: vars.color.bg.surface,
    },
  },
});

export const bar = style({
  '@layer': { [components]: { display: 'flex', alignItems: 'flex-end', gap: vars.space['1'] } },
});

/** The text field: a soft pill that grows with the text up to 120 px, then scrolls (docs/product/messaging.md). */
export const field = style({
  '@layer': {
    [components]: {
      flex: 1,
      minInlineSize: 0,
      display: 'flex',
      alignItems: 'flex-end',
      minBlockSize: vars.touchableSize,
      borderRadius: '22px',
      backgroundColor: vars.color.bg.neutralSoft,
      border: `1px solid transparent`,
      transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        '&:focus-within': { borderColor: vars.color.border.focus, backgroundColor: vars.color.bg.surface },
      },
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
  },
});

export const textarea = style({
  '@layer': {
    [components]: {
      fontFamily: chatFontFamily,
      flex: 1,
      minInlineSize: 0,
      blockSize: '42px',
      maxBlockSize: '120px',
      margin: 0,
      paddingBlock: '10px',
      paddingInline: vars.space['4'],
      border: 'none',
      outline: 'none',
      resize: 'none',
      background: 'none',
      color: vars.color.fg.neutral,
      font: 'inherit',
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      overflowY: 'hidden',
      overflowWrap: 'anywhere',
      selectors: {
        '&::placeholder': {
          color: vars.color.fg.secondary,
          opacity: 1,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        '&[data-scroll="true"]': { overflowY: 'auto' },
        '&:disabled': { cursor: 'not-allowed' },
      },
    },
  },
});

export const emojiPanel = style({
  '@layer': {
    [components]: {
      fontFamily: chatFontFamily,
      zIndex: 60,
      display: 'grid',
      gridTemplateColumns: 'repeat(6, 44px)',
      gap: '2px',
      padding: vars.space['2'],
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.bg.surfaceRaised,
      border: `1px solid ${vars.color.border.neutral}`,
      boxShadow: vars.shadow.lg,
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          animation: `${pop} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
        },
      },
    },
  },
});

export const emoji = style({
  '@layer': {
    [components]: {
      inlineSize: '44px',
      blockSize: '44px',
      padding: 0,
      border: 'none',
      borderRadius: vars.radius.md,
      background: 'none',
      fontSize: '24px',
      lineHeight: 1,
      cursor: 'pointer',
      selectors: {
        '&:hover': { backgroundColor: vars.color.bg.neutralSoft },
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: '-2px',
        },
      },
    },
  },
});

/** The chosen file before it is sent: thumbnail or icon, name, size, progress and a remove button. */
export const attachment = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['3'],
      padding: vars.space['2'],
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.bg.sunken,
      border: `1px solid ${vars.color.border.neutral}`,
    },
  },
});

export const thumb = style({
  '@layer': {
    [components]: {
      flexShrink: 0,
      inlineSize: '48px',
      blockSize: '48px',
      borderRadius: vars.radius.md,
      objectFit: 'cover',
      backgroundColor: vars.color.bg.accentSoft,
      color: vars.color.fg.accent,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
  },
});

export const attachmentText = style({
  '@layer': {
    [components]: { display: 'flex', flexDirection: 'column', gap: '4px', flex: 1, minInlineSize: 0 },
  },
});

export const attachmentName = style({
  '@layer': {
    [components]: {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      fontWeight: vars.font.weight.medium,
      color: vars.color.fg.neutral,
    },
  },
});

export const attachmentMeta = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      color: vars.color.fg.secondary,
      selectors: { '&[data-tone="critical"]': { color: vars.color.fg.critical } },
    },
  },
});

export const winkGlyph = style({
  '@layer': {
    [components]: {
      fontFamily: chatFontFamily,
      fontSize: '21px',
      lineHeight: 1,
      selectors: { 'button:disabled &': { filter: 'grayscale(1)', opacity: 0.6 } },
    },
  },
});
