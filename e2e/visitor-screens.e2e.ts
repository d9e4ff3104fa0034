import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { modes, screensDir, useMode } from './visitor-support';

/**
 * Every visitor route in en/he × light/dark: axe finds nothing, and a screenshot at 375 and 1280 px goes to
 * test-results/screens/ for a look.
 */
test.use({ bypassCSP: true });
mkdirSync(screensDir, { recursive: true });

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

for (const { locale, theme } of modes) {
  test(`visitor routes in ${locale}-${theme}: axe clean, screenshots at 375 and 1280`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await useMode(page, locale, theme);
    for (const [name, url] of routes) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'he' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settle(page);
      expect(await axe(page), `${name} ${locale}-${theme}`).toEqual([]);
      await page.screenshot({ path: path.join(screensDir, `${name}-${locale}-${theme}-1280.png`), fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await settle(page);
      await page.screenshot({ path: path.join(screensDir, `${name}-${locale}-${theme}-375.png`), fullPage: true });
    }
  });
}
