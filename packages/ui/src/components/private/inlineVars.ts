/**
 * An inline style that sets CSS custom properties made with vanilla-extract's `createVar()` (whose value is
 * `var(--name)`): `{ [styles.size]: '12px' }` → `{ '--name': '12px' }`. The few lines the components need instead of
 * `@vanilla-extract/dynamic` (~0.6 kB gzip on every page that shows a skeleton).
 */
export function inlineVars(values: Record<string, string>): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(values)) {
    style[/^var\((--[^,)]+)\)$/.exec(variable)?.[1] ?? variable] = value;
  }
  return style;
}
