import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

const focus = {
  outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
  outlineOffset: vars.focusRing.offset,
};

export const layout = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gap: vars.space['4'],
      gridTemplateColumns: '1fr',
      '@media': { '(min-width: 720px)': { gridTemplateColumns: '220px 1fr', alignItems: 'start' } },
    },
  },
});

export const previewBox = style({ '@layer': { [components]: { margin: 0 } } });

export const preview = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      aspectRatio: '9 / 16',
      maxBlockSize: '260px',
      marginInline: 'auto',
      padding: vars.space['4'],
      borderRadius: vars.radius.lg,
      overflow: 'hidden',
      color: '#FFFFFF',
      background: vars.color.bg.sunken,
      boxShadow: vars.shadow.md,
      textShadow: '0 1px 6px rgba(0, 0, 0, 0.25)',
      selectors: { '&[data-light="true"]': { color: '#2A1420', textShadow: 'none' } },
      '@media': { '(min-width: 720px)': { maxBlockSize: 'none', inlineSize: '100%' } },
    },
  },
});

export const previewText = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.lg,
      lineHeight: vars.font.lineHeight.lg,
      fontWeight: vars.font.weight.bold,
      textAlign: 'center',
      overflowWrap: 'anywhere',
      whiteSpace: 'pre-wrap',
      selectors: { '&[data-empty="true"]': { opacity: 0.85, fontWeight: vars.font.weight.regular } },
    },
  },
});

export const previewMedia = style({
  '@layer': {
    [components]: { position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'cover' },
  },
});

export const controls = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['3'], minInlineSize: 0 } },
});

export const panel = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space['2'] } },
});

export const fieldLabel = style({
  '@layer': {
    [components]: {
      padding: 0,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
      color: vars.color.fg.neutral,
    },
  },
});

export const textarea = style({
  '@layer': {
    [components]: {
      inlineSize: '100%',
      minBlockSize: '96px',
      padding: vars.space['3'],
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border.strong}`,
      background: vars.color.bg.surface,
      color: vars.color.fg.neutral,
      font: 'inherit',
      fontSize: vars.font.size.md,
      resize: 'vertical',
      selectors: { '&:focus-visible': focus, '&:disabled': { opacity: 0.6 } },
    },
  },
});

export const counter = style({
  '@layer': {
    [components]: {
      alignSelf: 'flex-end',
      fontSize: vars.font.size.xs,
      color: vars.color.fg.secondary,
      fontVariantNumeric: 'tabular-nums',
      selectors: {
        '&[data-state="near"]': { color: vars.color.fg.caution },
        '&[data-state="full"]': { color: vars.color.fg.critical, fontWeight: vars.font.weight.bold },
      },
    },
  },
});

export const fieldset = style({
  '@layer': { [components]: { margin: 0, padding: 0, border: 'none', minInlineSize: 0 } },
});

export const choices = style({
  '@layer': {
    [components]: { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginBlockStart: vars.space['2'] },
  },
});

export const radio = style({
  '@layer': { [components]: { position: 'absolute', opacity: 0, inlineSize: '1px', blockSize: '1px' } },
});

export const fontChoice = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      minBlockSize: vars.touchableSize,
      paddingInline: vars.space['4'],
      borderRadius: vars.radius.full,
      border: `1px solid ${vars.color.border.neutral}`,
      background: vars.color.bg.surface,
      color: vars.color.fg.neutral,
      cursor: 'pointer',
      selectors: {
        '&:has(input:checked)': {
          borderColor: vars.color.bg.accent,
          background: vars.color.bg.accentSoft,
          color: vars.color.fg.accent,
        },
        '&:has(input:focus-visible)': focus,
      },
    },
  },
});

export const swatches = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: vars.space['3'],
      marginBlockStart: vars.space['2'],
    },
  },
});

export const swatch = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space['1'],
      cursor: 'pointer',
    },
  },
});

export const swatchInput = style({
  '@layer': { [components]: { position: 'absolute', opacity: 0, inlineSize: '1px', blockSize: '1px' } },
});

export const swatchColour = style({
  '@layer': {
    [components]: {
      inlineSize: '48px',
      blockSize: '48px',
      borderRadius: vars.radius.full,
      boxShadow: `0 0 0 2px ${vars.color.bg.surface}, 0 0 0 3px ${vars.color.border.neutral}`,
      selectors: {
        [`${swatch}:has(input:checked) &`]: {
          boxShadow: `0 0 0 3px ${vars.color.bg.surface}, 0 0 0 5px ${vars.color.bg.accent}`,
        },
        [`${swatch}:has(input:focus-visible) &`]: {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: '6px',
        },
      },
    },
  },
});

export const swatchName = style({
  '@layer': { [components]: { fontSize: vars.font.size.xs, color: vars.color.fg.neutral, textAlign: 'center' } },
});

export const fileRow = style({
  '@layer': { [components]: { display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' } },
});

export const fileName = style({
  '@layer': {
    [components]: {
      flex: '1 1 auto',
      minInlineSize: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontSize: vars.font.size.sm,
    },
  },
});

export const fileButton = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      minBlockSize: vars.touchableSize,
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.md,
      border: `1px dashed ${vars.color.border.strong}`,
      color: vars.color.fg.neutral,
      fontSize: vars.font.size.sm,
      cursor: 'pointer',
      selectors: {
        '&:has(input:focus-visible)': focus,
        '&[data-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
      },
    },
  },
});

export const fileInput = style({
  '@layer': { [components]: { position: 'absolute', inset: 0, opacity: 0, cursor: 'inherit' } },
});

export const message = style({
  '@layer': {
    [components]: {
      margin: 0,
      padding: vars.space['3'],
      borderRadius: vars.radius.md,
      fontSize: vars.font.size.sm,
      background: vars.color.bg.criticalSoft,
      color: vars.color.fg.critical,
      selectors: { '&[data-status="wait"]': { background: vars.color.bg.cautionSoft, color: vars.color.fg.neutral } },
    },
  },
});
