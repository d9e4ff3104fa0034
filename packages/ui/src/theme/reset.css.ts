import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { reset } from './layers.css';
import { themeClassNames } from './themeClasses';

const themed = `.${themeClassNames.light}, .${themeClassNames.dark}`;

globalStyle('*, *::before, *::after', { '@layer': { [reset]: { boxSizing: 'border-box' } } });
globalStyle('html, body', { '@layer': { [reset]: { margin: 0, padding: 0 } } });
globalStyle(themed, {
  '@layer': {
    [reset]: {
      backgroundColor: vars.color.bg.canvas,
      color: vars.color.fg.neutral,
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.md,
      WebkitFontSmoothing: 'antialiased',
      textSizeAdjust: '100%',
    },
  },
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { '@layer': { [reset]: { margin: 0 } } });
globalStyle('button, input, select, textarea', {
  '@layer': { [reset]: { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' } },
});
globalStyle('img, svg, video', { '@layer': { [reset]: { display: 'block', maxInlineSize: '100%' } } });
globalStyle(':focus-visible', {
  '@layer': {
    [reset]: {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/** Honour prefers-reduced-motion: every token duration collapses to zero. */
globalStyle(themed, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.normal]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});
