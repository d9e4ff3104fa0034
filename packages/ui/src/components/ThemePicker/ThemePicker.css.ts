import { style } from '@vanilla-extract/css';
import { components } from '../../theme/layers.css';
import { themeClassNames } from '../../theme/themeClasses';

/** The sun in the light theme, the moon in the dark one — chosen by the theme class on <html> (or a subtree). */
export const light = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      selectors: { [`.${themeClassNames.dark} &`]: { display: 'none' } },
    },
  },
});

export const dark = style({
  '@layer': {
    [components]: {
      display: 'none',
      selectors: { [`.${themeClassNames.dark} &`]: { display: 'inline-flex' } },
    },
  },
});
