// `@kindred/ui/theme`: the theme contract (`vars`), the theme class names and the raw token values — what a
// style file needs, without the components. A product's own `*.css.ts` imports `vars` from here: through the
// main barrel, vanilla-extract would evaluate every component's styles with it and put them all in that
// file's CSS (decision 0110).
export { vars, themeClassNames } from './theme/index';
export { lightTokens, darkTokens } from './theme/tokens';
export type { ThemeTokens } from './theme/tokens';
