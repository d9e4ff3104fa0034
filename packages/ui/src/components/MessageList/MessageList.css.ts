import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { roundArt } from '../../theme/shapes';
import { chatFontFamily } from '../private/chatText';

// A new row slides in: transform only, which Chromium runs on the compositor. Its main-thread frames (about four
// a message) are the browser starting and finishing the animation, the same for an opacity fade
// (docs/benchmarks.md "Chat in the browser, part 3").
const arrive = keyframes({ from: { transform: 'translateY(8px) scale(0.98)' } });
const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'translateY(0)', opacity: 0.45 },
  '30%': { transform: 'translateY(-4px)', opacity: 1 },
});

/** The scrolling conversation: a warm sunken canvas behind the bubbles. */
export const root = style({
  '@layer': {
    [components]: {
      fontFamily: chatFontFamily,
      display: 'flex',
      flexDirection: 'column',
      flex: 1,
      minBlockSize: 0,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      backgroundColor: vars.color.bg.canvas,
      paddingBlock: vars.space['3'],
      paddingInline: vars.space['3'],
      scrollbarGutter: 'stable',
    },
  },
});

export const loadMore = style({
  '@layer': {
    [components]: { display: 'flex', justifyContent: 'center', paddingBlockEnd: vars.space['3'] },
  },
});

export const log = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      marginBlockStart: 'auto',
    },
  },
});

/** Space between two rows of a day; a new sender's run adds `space.2` (the row's own padding, below). */
const ROW_GAP = '2px';

/**
 * One day's rows. A block, not a flex column: a row appended to it costs less layout (decision 0240). The rows space
 * themselves with top padding, which does not collapse, so the spacing is a flex column's gap + margin to the pixel.
 */
export const day = style({
  '@layer': { [components]: { display: 'block' } },
});

/**
 * The date between days: a small pill that stays at the top while its day scrolls by. It floats over the bubbles
 * as they pass under it: a soft neutral of its own (apart from the canvas and from the partner's bubble, in both
 * themes), a shadow and a blur of what is behind it, and a little air above it so it does not sit on the edge.
 */
export const dayLabel = style({
  '@layer': {
    [components]: {
      position: 'sticky',
      insetBlockStart: vars.space['2'],
      zIndex: 1,
      display: 'block',
      inlineSize: 'fit-content',
      marginInline: 'auto',
      marginBlock: vars.space['3'],
      paddingBlock: '2px',
      paddingInline: vars.space['3'],
      borderRadius: vars.radius.full,
      border: `1px solid color-mix(in srgb, ${vars.color.fg.neutral} 8%, transparent)`,
      backgroundColor: `color-mix(in srgb, ${vars.color.bg.neutralSoftHover} 90%, transparent)`,
      backdropFilter: 'blur(6px)',
      boxShadow: vars.shadow.md,
      color: vars.color.fg.secondary,
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      fontWeight: vars.font.weight.medium,
    },
  },
});

/** A new sender's run starts with a little air; bubbles within a run sit close together. */
export const item = style({
  '@layer': {
    [components]: {
      paddingBlockStart: ROW_GAP,
      selectors: {
        '&[data-position="first"], &[data-position="single"]': {
          paddingBlockStart: `calc(${vars.space['2']} + ${ROW_GAP})`,
        },
      },
      // A message that arrives while the conversation is open slides in (not the history shown on opening).
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          selectors: {
            '&[data-fresh="true"]': {
              animation: `${arrive} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
            },
          },
        },
      },
    },
  },
});

export const empty = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space['3'],
      margin: 'auto',
      padding: vars.space['6'],
      textAlign: 'center',
      color: vars.color.fg.secondary,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
    },
  },
});

export const emptyArt = style({
  '@layer': {
    [components]: {
      ...roundArt,
      fontSize: '36px',
    },
  },
});

/** "Noa is typing…": three dots in a partner-side bubble. */
export const typing = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      marginBlockStart: vars.space['2'],
      color: vars.color.fg.secondary,
      fontSize: vars.font.size.sm,
      lineHeight: vars.font.lineHeight.sm,
      minBlockSize: '36px',
    },
  },
});

export const dots = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '4px',
      paddingBlock: '12px',
      paddingInline: '14px',
      borderRadius: '18px',
      borderEndStartRadius: '6px',
      backgroundColor: vars.color.bg.surfaceRaised,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const dot = style({
  '@layer': {
    [components]: {
      inlineSize: '7px',
      blockSize: '7px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.fg.secondary,
      opacity: 0.6,
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          animation: `${bounce} 1.2s ease-in-out infinite`,
          selectors: {
            '&:nth-child(2)': { animationDelay: '0.15s' },
            '&:nth-child(3)': { animationDelay: '0.3s' },
          },
        },
      },
    },
  },
});
