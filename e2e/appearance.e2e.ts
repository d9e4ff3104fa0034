import { expect, test } from '@playwright/test';
import { look } from './screens';

test('home page: switch to Hebrew (RTL) and dark theme; the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] }));
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveClass(/kd-theme-light/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet people who get you');
  await page.evaluate(() => document.fonts.ready);
  await look(page, 'home-en-light', { fullPage: true });

  await page.getByTestId('language-select').selectOption('he');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'he');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('להכיר אנשים שמבינים אותך');

  await page.getByTestId('theme-select').selectOption('dark');
  await expect(html).toHaveClass(/kd-theme-dark/);
  const canvas = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(canvas).toBe('rgb(20, 15, 20)');
  await page.evaluate(() => document.fonts.ready);
  await look(page, 'home-he-dark', { fullPage: true });

  // The pre-paint script applies the saved choice before any module script runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'he');
  await expect(html).toHaveClass(/kd-theme-dark/);
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('להכיר אנשים שמבינים אותך');
  await expect(page.getByTestId('language-select')).toHaveValue('he');
  await expect(page.getByTestId('theme-select')).toHaveValue('dark');
});

test('members-only routes send a visitor to /login; unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the catalogues are served at /locales/{lng}/{ns}.json and the API from the same port', async ({ request }) => {
  const he = await request.get('/locales/he/common.json');
  expect(he.ok()).toBe(true);
  expect((await he.json()).nav.login).toBe('התחברות');
  const health = await request.get('/api/health');
  expect((await health.json()).data.database.kind).toBe('pglite');
});
