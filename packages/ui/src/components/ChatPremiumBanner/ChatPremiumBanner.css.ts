import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

/** A warm strip under the header: crown, what a free account can do, and the way up. */
export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: vars.space['3'],
      paddingBlock: vars.space['3'],
      paddingInline: vars.space['4'],
      backgroundImage: `linear-gradient(135deg, ${vars.color.bg.accentSoft}, ${vars.color.bg.cautionSoft})`,
      backgroundColor: vars.color.bg.accentSoft,
      borderBlockEnd: `1px solid ${vars.color.border.neutral}`,
      color: vars.color.fg.neutral,
    },
  },
});

export const icon = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      inlineSize: '36px',
      blockSize: '36px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.bg.surface,
      color: vars.color.fg.caution,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const text = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      flex: '1 1 200px',
      minInlineSize: 0,
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
    },
  },
});

export const title = style({
  '@layer': { [components]: { fontWeight: vars.font.weight.bold } },
});

export const body = style({
  '@layer': { [components]: { color: vars.color.fg.secondary } },
});

/** The link that looks like a button: no underline. */
export const linkButton = style({
  '@layer': { [components]: { textDecoration: 'none' } },
});
