import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { chatFontFamily } from '../private/chatText';

export const root = style({
  '@layer': {
    [components]: {
      fontFamily: chatFontFamily,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['3'],
      flex: 1,
      minBlockSize: '240px',
      padding: vars.space['6'],
      textAlign: 'center',
      backgroundColor: vars.color.bg.canvas,
      color: vars.color.fg.neutral,
    },
  },
});

export const art = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: '64px',
      blockSize: '64px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.accentSoft,
      color: vars.color.fg.accent,
      fontSize: '32px',
      selectors: {
        '[data-state="error"] > &, [data-state="timeout"] > &': {
          backgroundColor: vars.color.bg.criticalSoft,
          color: vars.color.fg.critical,
        },
      },
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size.lg,
      lineHeight: vars.font.lineHeight.lg,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const body = style({
  '@layer': {
    [components]: {
      margin: 0,
      maxInlineSize: '36ch',
      color: vars.color.fg.secondary,
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      overflowWrap: 'anywhere',
    },
  },
});

export const actions = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      gap: vars.space['2'],
      marginBlockStart: vars.space['1'],
    },
  },
});

/** The link that looks like a button: no underline. */
export const linkButton = style({
  '@layer': { [components]: { textDecoration: 'none' } },
});
