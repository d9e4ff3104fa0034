import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { bottomNavBlockSize, bottomNavMedia } from '../BottomNav/bottomNavSize';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' } });

/**
 * Bottom end corner (bottom right in English, bottom left in Hebrew); on phones across the bottom, centred, above
 * the member's tab bar. The top of the screen holds the header's controls and dialogs' close buttons, which a toast
 * must never cover (decision 0115).
 */
export const viewport = style({
  '@layer': {
    [components]: {
      position: 'fixed',
      insetBlockEnd: 0,
      insetInlineEnd: 0,
      zIndex: 200,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      inlineSize: 'min(380px, 100vw)',
      maxBlockSize: '100vh',
      margin: 0,
      padding: vars.space['4'],
      listStyle: 'none',
      outline: 'none',
      '@media': {
        [bottomNavMedia]: {
          insetInlineStart: 0,
          marginInline: 'auto',
          paddingBlockEnd: vars.space['3'],
          selectors: {
            // The member's tab bar is fixed at the bottom of a phone: the toasts sit just above it.
            '&[data-above-nav="true"]': { insetBlockEnd: bottomNavBlockSize },
          },
        },
      },
    },
  },
});

export const toast = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space['3'],
      padding: vars.space['3'],
      paddingInlineStart: vars.space['4'],
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.bg.surfaceRaised,
      color: vars.color.fg.neutral,
      boxShadow: vars.shadow.lg,
      border: `1px solid ${vars.color.border.neutral}`,
      borderInlineStartWidth: '4px',
      cursor: 'pointer',
      // Vertical scrolling stays the browser's; a sideways drag is the toast's swipe.
      touchAction: 'pan-y',
      animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      selectors: {
        '&:focus-visible': {
          outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
          outlineOffset: vars.focusRing.offset,
        },
        '&[data-tone="info"]': { borderInlineStartColor: vars.color.fg.info },
        '&[data-tone="positive"]': { borderInlineStartColor: vars.color.fg.positive },
        '&[data-tone="caution"]': { borderInlineStartColor: vars.color.fg.caution },
        '&[data-tone="critical"]': { borderInlineStartColor: vars.color.fg.critical },
        // A member's toast (a like) wears the brand's colour.
        '&[data-person="true"]': { borderInlineStartColor: vars.color.bg.accent },
        // Swiped by the pointer (the transform is set inline); let go short of closing, it slides back.
        '&:not([data-swipe="move"])': {
          transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
        },
        '&[data-swipe="move"]': { touchAction: 'none', userSelect: 'none' },
      },
    },
  },
});

export const icon = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      paddingBlockStart: '2px',
      selectors: {
        [`${toast}[data-tone="info"] &`]: { color: vars.color.fg.info },
        [`${toast}[data-tone="positive"] &`]: { color: vars.color.fg.positive },
        [`${toast}[data-tone="caution"] &`]: { color: vars.color.fg.caution },
        [`${toast}[data-tone="critical"] &`]: { color: vars.color.fg.critical },
      },
    },
  },
});

export const content = style({
  '@layer': {
    [components]: { flex: 1, display: 'flex', alignItems: 'flex-start', gap: vars.space['3'], minInlineSize: 0 },
  },
});

export const body = style({
  '@layer': { [components]: { flex: 1, display: 'grid', gap: '2px', minInlineSize: 0, paddingBlockStart: '2px' } },
});

export const title = style({
  '@layer': { [components]: { fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' } },
});

export const description = style({
  '@layer': {
    [components]: { fontSize: vars.font.size.sm, color: vars.color.fg.secondary, overflowWrap: 'anywhere' },
  },
});

/** A member's photo in place of the icon (the like toast). */
export const person = style({ '@layer': { [components]: { display: 'inline-flex', flexShrink: 0 } } });
