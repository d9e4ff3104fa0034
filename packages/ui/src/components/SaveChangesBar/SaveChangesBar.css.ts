import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      position: 'sticky',
      insetBlockEnd: vars.space['3'],
      zIndex: 5,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['2'],
      columnGap: vars.space['3'],
      padding: vars.space['3'],
      paddingInlineStart: vars.space['4'],
      borderRadius: vars.radius.xl,
      backgroundColor: vars.color.bg.surfaceRaised,
      border: `1px solid ${vars.color.border.neutral}`,
      boxShadow: vars.shadow.md,
      selectors: { '&[data-dirty="true"]': { borderColor: vars.color.border.focus } },
    },
  },
});

// In a narrow bar (phones) the message takes its own line and the buttons go under it, at the end: the text
// asks for about 14 rem before it wraps, so it is never squeezed into a column of single words.
export const text = style({
  '@layer': {
    [components]: {
      // Grows first on a shared row; once the buttons wrap under it they have their own row to fill.
      flex: '999 1 14rem',
      margin: 0,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
      selectors: { '&:empty': { flexBasis: 0 } },
    },
  },
});

export const actions = style({
  '@layer': {
    [components]: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: vars.space['2'],
      flex: '1 1 auto',
    },
  },
});

// One line per button label; the buttons share a row of their own in narrow bars (a little less padding).
globalStyle(`${root} ${actions} > *`, {
  '@layer': { [components]: { flex: '1 1 auto', whiteSpace: 'nowrap', paddingInline: vars.space['4'] } },
});
