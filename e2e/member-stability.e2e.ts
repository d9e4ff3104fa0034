import { expect, test } from '@playwright/test';
import { DEMO_FREE, signedInContext, watchShifts } from './member-helpers';

/**
 * A member's pages do not move while they load (CLS ≤ 0.02, the figure for the dashboard, held on every
 * member page): each starts as a loading indicator and grows; nothing already on screen may jump — the footer
 * used to (CLS 0.09–0.29), and a FREE member's likes-left hint pushed the dashboard's cards down (0.19).
 */
const routes = ['/dashboard', '/profile', '/settings', '/subscription', '/messages'];

for (const width of [375, 1280]) {
  test(`member pages arrive without moving at ${width} px (FREE member)`, async ({ browser }) => {
    const { context, page } = await signedInContext(browser, DEMO_FREE, { width });
    await watchShifts(page);
    for (const route of routes) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.__cls), route).toBeLessThanOrEqual(0.02);
    }
    await context.close();
  });
}
