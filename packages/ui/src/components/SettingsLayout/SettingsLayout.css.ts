import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { bottomNavBlockSize } from '../BottomNav/bottomNavSize';
import { tabList, tabTrigger } from '../Tabs/Tabs.css';

/** Narrow columns (phones, a side panel) get the 2×2 grid; the container decides, not the viewport. */
const narrow = '(max-width: 559px)';

export const root = style({
  '@layer': {
    [components]: {
      containerType: 'inline-size',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['4'],
      inlineSize: '100%',
      maxInlineSize: '760px',
      marginInline: 'auto',
    },
  },
});

export const title = style({
  '@layer': {
    [components]: {
      margin: 0,
      fontSize: vars.font.size['2xl'],
      lineHeight: vars.font.lineHeight['2xl'],
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const loading = style({ '@layer': { [components]: { paddingBlock: vars.space['6'] } } });

export const tabs = style({ '@layer': { [components]: { display: 'grid', gap: vars.space['2'] } } });

export const list = style([
  tabList,
  {
    '@layer': {
      [components]: {
        '@container': {
          [narrow]: {
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: vars.space['1'],
            padding: vars.space['1'],
            borderBlockEnd: 'none',
            borderRadius: vars.radius.xl,
            backgroundColor: vars.color.bg.neutralSoft,
          },
        },
      },
    },
  },
]);

/** The tabs' look; a label that does not fit is cut with an ellipsis (`label`); tiles in narrow columns. */
export const trigger = style([
  tabTrigger,
  {
    '@layer': {
      [components]: {
        minInlineSize: 0,
        transitionProperty: 'color, background-color, box-shadow',
        transitionDuration: vars.motion.duration.fast,
        '@container': {
          [narrow]: {
            justifyContent: 'center',
            paddingInline: vars.space['3'],
            borderRadius: vars.radius.lg,
            fontSize: vars.font.size.sm,
            selectors: {
              '&:hover': { backgroundColor: vars.color.bg.surface },
              '&[data-state="active"]': {
                color: vars.color.fg.accent,
                backgroundColor: vars.color.bg.surface,
                boxShadow: vars.shadow.sm,
              },
              '&[data-state="active"]::after': { display: 'none' },
            },
          },
        },
      },
    },
  },
]);

export const icon = style({
  '@layer': { [components]: { display: 'inline-flex', flexShrink: 0 } },
});

export const label = style({
  '@layer': {
    [components]: { minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
});

export { panel } from '../Tabs/Tabs.css';

/** Sticky at the bottom of the view; on phones above the members' fixed bottom navigation. */
export const footer = style({
  '@layer': {
    [components]: {
      position: 'sticky',
      insetBlockEnd: vars.space['3'],
      zIndex: 5,
      '@media': {
        'screen and (max-width: 768px)': { insetBlockEnd: `calc(${bottomNavBlockSize} + ${vars.space['2']})` },
      },
    },
  },
});
