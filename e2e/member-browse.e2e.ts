import { expect, test } from '@playwright/test';
import { DEMO_PREMIUM, settle, signedInContext } from './member-helpers';
import { look } from './screens';

test.describe.configure({ mode: 'serial' });

test('browse: infinite scroll without duplicates, filters, grid and list, open a profile and close it', async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, DEMO_PREMIUM);
  await page.goto('/dashboard');
  const cards = page.getByTestId('browse-list').locator('li[data-member-id]');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(20);

  // Scrolling to the end loads the next keyset page; no member is listed twice.
  await page.getByTestId('browse-list').locator('li').last().scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
  const ids = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-member-id')));
  expect(new Set(ids).size).toBe(ids.length);

  // List view, remembered after a reload.
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page.getByTestId('browse-list')).toHaveAttribute('data-view', 'list');
  await page.reload();
  await expect(page.getByTestId('browse-list')).toHaveAttribute('data-view', 'list');
  await page.getByRole('radio', { name: 'Grid' }).click();

  // Online only: the list reloads from the first page and every card shows the online dot.
  const panel = page.getByTestId('filter-panel');
  await panel.getByRole('switch', { name: 'Online now' }).click();
  await expect.poll(async () => (await cards.count()) > 0 && (await cards.count()) < 20 + 1).toBe(true);
  await expect(async () => {
    const online = await cards.locator('[data-online="true"]').count();
    expect(online).toBe(await cards.count());
  }).toPass();
  // Reset reloads the unfiltered first page (with twenty members online the online-only list also holds twenty, so
  // the count alone cannot tell the two lists apart).
  const unfiltered = page.waitForResponse((r) => /\/api\/users\?/.test(r.url()) && !/online=true/.test(r.url()));
  await panel.getByRole('button', { name: 'Reset' }).click();
  const firstPage = ((await (await unfiltered).json()) as { data: { _id: string }[] }).data.map((m) => m._id);
  expect(firstPage).toHaveLength(20);

  // Open the first card's profile over the dashboard, then close it: back on the same list. (The same cards in the
  // same order; the list may have loaded its next page meanwhile, when the end of the shorter online-only list left
  // the scroll near the bottom.)
  const listed = () => cards.evaluateAll((els) => els.slice(0, 20).map((el) => el.getAttribute('data-member-id')));
  await expect.poll(listed).toEqual(firstPage);
  const shown = await listed();
  const first = cards.first();
  const name = (await first.locator('h3 bdi').first().textContent()) ?? '';
  await first.getByRole('button', { name: new RegExp(`^${name}\\s*, .*view profile$`) }).click();
  await expect(page).toHaveURL(/\/user\/[0-9a-f]{24}$/);
  const modal = page.getByTestId('profile-modal');
  await expect(modal.getByRole('heading', { level: 2 }).first()).toContainText(name);
  await expect(modal.getByText('Compatibility')).toBeVisible();
  await settle(page);
  await look(page, 'journey-profile-en-light-1280');
  await page.getByRole('button', { name: 'Close profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(modal).toHaveCount(0);
  expect(await listed()).toEqual(shown);
  await context.close();
});

test('browse on a phone in Hebrew: filters in a sheet, list view', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO_PREMIUM, { locale: 'he', width: 375 });
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cards = page.getByTestId('browse-list').locator('li[data-member-id]');
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'סינון' }).click();
  const sheet = page.getByRole('dialog', { name: 'סינון' });
  await sheet.getByRole('switch', { name: 'עם תמונות' }).click();
  await sheet.getByRole('button', { name: 'הצגת תוצאות' }).click();
  await expect(sheet).toBeHidden();
  await expect(cards.first()).toBeVisible();
  await page.getByRole('radio', { name: 'רשימה' }).click();
  await expect(page.getByTestId('browse-list')).toHaveAttribute('data-view', 'list');
  await context.close();
});
