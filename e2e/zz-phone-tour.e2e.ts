import { test } from '@playwright/test';
import { DEMO_PREMIUM, settle, signedInContext } from './member-helpers';

const out = process.env.TOUR_DIR || '/tmp/phone-shots';
for (const [locale, theme] of [['he', 'dark'], ['en', 'light']] as const) {
  test(`tour ${locale} ${theme}`, async ({ browser }) => {
    const { context, page } = await signedInContext(browser, DEMO_PREMIUM, { locale, theme, width: 375 });
    await page.goto('/dashboard');
    const cards = page.getByTestId('browse-list').locator('li[data-member-id]');
    await cards.first().waitFor();
    await settle(page);
    await page.screenshot({ path: `${out}/${locale}-dashboard-grid.png` });
    await page.getByTestId('browse-list').evaluate(() => 0);
    const listRadio = page.locator('[role=radio]').nth(1);
    await listRadio.click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${locale}-dashboard-list.png` });
    await page.locator('[role=radio]').nth(0).click();
    await page.goto('/profile');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${locale}-profile.png`, fullPage: true });
    await page.goto('/settings');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${locale}-settings.png`, fullPage: true });
    await page.goto('/subscription');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${locale}-subscription.png`, fullPage: true });
    await context.close();
    const ctx2 = await browser.newContext({ viewport: { width: 375, height: 860 }, colorScheme: theme });
    await ctx2.addInitScript(([lng, th]) => { localStorage.setItem('language', lng); localStorage.setItem('theme', th); }, [locale, theme] as const);
    const p2 = await ctx2.newPage();
    await p2.goto('/register');
    await p2.waitForTimeout(1500);
    await p2.screenshot({ path: `${out}/${locale}-register.png`, fullPage: true });
    await p2.goto('/login');
    await p2.waitForTimeout(1500);
    await p2.screenshot({ path: `${out}/${locale}-login.png`, fullPage: true });
    await ctx2.close();
  });
}
