/** Up to two initials from the first and last word; works for Hebrew and Latin names alike. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s&]+/u)
    .filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : '';
  const last = words.length > 1 ? Array.from(words[words.length - 1] as string)[0] : '';
  return `${first ?? ''}${last ?? ''}`.toLocaleUpperCase();
}
