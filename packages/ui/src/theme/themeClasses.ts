/**
 * Stable class names of the themes. They go on <html> (set before React renders, see apps/web/index.html)
 * and on any subtree that should show another theme (e.g. the side-by-side Foundations story).
 */
export const themeClassNames = {
  light: 'kd-theme-light',
  dark: 'kd-theme-dark',
} as const;
