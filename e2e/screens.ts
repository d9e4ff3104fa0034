// Screenshots to look at (test-results/screens/), taken only when asked: `pnpm screens` sets E2E_SCREENS=1 and runs
// the screen journeys over the whole matrix (en/he × light/dark × 375 and 1280 px). In `npm test` the same journeys
// keep every assertion and axe audit but visit each mode at one width — both widths and all four modes are still
// covered — and write no image (decision 0161).
import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const takingScreens = process.env.E2E_SCREENS === '1';
export const screensDir = path.resolve(import.meta.dirname, '../test-results/screens');

/** A screenshot of the page or of one element under test-results/screens/<name>.png, when screens are asked for. */
export async function look(
  target: Page | Locator,
  name: string,
  options: Pick<PageScreenshotOptions, 'fullPage'> = {},
) {
  if (!takingScreens) return;
  mkdirSync(screensDir, { recursive: true });
  const file = path.join(screensDir, `${name}.png`);
  if ('goto' in target) {
    await target.evaluate(() => document.fonts.ready);
    await target.screenshot({ path: file, ...options });
  } else await target.screenshot({ path: file });
}

/** The widths a screen journey visits in a mode: both when taking screens, else one, alternating by mode. */
export function widthsOf(modeIndex: number): readonly (375 | 1280)[] {
  if (takingScreens) return [375, 1280];
  return [modeIndex % 2 === 0 ? 1280 : 375];
}
