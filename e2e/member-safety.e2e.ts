import { expect, test } from '@playwright/test';
import { findSeeded, signedInContext } from './member-helpers';

test('block from the profile modal: gone from browse; unblock in settings: back', async ({ browser, request }) => {
  const blocker = await findSeeded(request, { tier: 'FREE' });
  const { context, page } = await signedInContext(browser, blocker.email);
  await page.goto('/dashboard');
  const cards = page.getByTestId('browse-list').locator('li[data-member-id]');
  await expect(cards).toHaveCount(20);
  const target = cards.first();
  const id = (await target.getAttribute('data-member-id'))!;
  const name = (await target.locator('h3 bdi').first().textContent())!;

  await target.getByRole('button', { name: new RegExp(`^${name}\\s*, .*view profile$`) }).click();
  const modal = page.getByTestId('profile-modal');
  await modal.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const confirm = page.getByRole('dialog', { name: `Block ${name}?` });
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator(`li[data-member-id="${id}"]`)).toHaveCount(0);
  await page.reload();
  await expect(cards).toHaveCount(20);
  await expect(page.locator(`li[data-member-id="${id}"]`)).toHaveCount(0);
  // Blocked reads as missing (decision 0015): their profile is not found.
  await page.goto(`/user/${id}`);
  await expect(page.getByText("This member isn't available")).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Account' }).click();
  const list = page.getByTestId('blocked-list');
  await list.getByRole('button', { name: `Unblock ${name}` }).click();
  await expect(list).toContainText("You haven't blocked anyone.");

  // Back: their profile opens again. (Not "on the first browse page": the order follows who is online, and members
  // the journeys before this one signed in drift down it as their presence lapses.)
  await page.goto(`/user/${id}`);
  await expect(page.getByRole('dialog', { name: new RegExp(`^${name}, \\d+$`) })).toBeVisible();
  await context.close();
});
