import type { IconName } from './iconNames';

/**
 * THE list of icons that point along the reading direction and so mirror in RTL (via CSS, see Icon.css.ts).
 * Everything else — media controls (play, pause, mic, video), symmetric icons, clocks, checkmarks — never mirrors.
 * `list` and `logout` follow Material's bidi guidance: bullets sit at the start, the exit arrow points to the end.
 */
export const directionalIcons = [
  'arrowBack',
  'arrowForward',
  'chevronStart',
  'chevronEnd',
  'send',
  'reply',
  'storyProgress',
  'logout',
  'list',
] as const satisfies readonly IconName[];

export function isDirectionalIcon(name: IconName): boolean {
  return (directionalIcons as readonly IconName[]).includes(name);
}
