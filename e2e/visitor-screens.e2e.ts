import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { look, widthsOf } from './screens';
import { modes, useMode } from './visitor-support';

/**
 * Every visitor route in en/he × light/dark: axe finds nothing (at 1280 or 375 px by mode; both with `pnpm screens`,
 * which also writes a screenshot of each to test-results/screens/).
 */
test.use({ bypassCSP: true });

const axePath = path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js');
const routes = [
  ['home', '/'],
  ['login', '/login'],
  ['register', '/register'],
  ['forgot-password', '/forgot-password'],
  ['reset-password', '/reset-password?token=sample-token'],
  ['verify-email-missing', '/verify-email'],
  ['verify-email-failed', '/verify-email?token=not-a-real-token'],
  ['about', '/about'],
  ['safety', '/safety'],
  ['support', '/support'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
] as const;

async function axe(page: Page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
    ).axe.run({ resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const [index, { locale, theme }] of modes.entries()) {
  test(`visitor routes in ${locale}-${theme}: axe clean at ${widthsOf(index).join(' and ')} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await useMode(page, locale, theme);
    for (const [name, url] of routes) {
      for (const width of widthsOf(index)) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'he' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await settle(page);
        expect(await axe(page), `${name} ${locale}-${theme}-${width}`).toEqual([]);
        await look(page, `${name}-${locale}-${theme}-${width}`, { fullPage: true });
      }
    }
  });
}
