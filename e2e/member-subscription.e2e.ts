import { expect, test } from '@playwright/test';
import { findSeeded, signedInContext } from './member-helpers';

test('sandbox upgrade unlocks premium (no likes limit), cancel keeps premium to the period end', async ({
  browser,
  request,
}) => {
  const member = await findSeeded(request, { tier: 'FREE' }, ['demo002@kindred.local', 'demo003@kindred.local']);
  const { context, page } = await signedInContext(browser, member.email);
  await page.goto('/dashboard');
  await expect(page.getByTestId('likes-left')).toBeVisible();

  await page.goto('/subscription');
  await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Save 20%')).toBeVisible();
  await page.getByRole('radio', { name: 'Monthly' }).click();
  const plan = page.getByTestId('premium-plan');
  await expect(plan).toContainText('$14.99');
  // The sandbox's notice is a developer's setting (PAYMENTS_TEST_NOTICE), off here as in production.
  await expect(plan).not.toContainText('Test mode');
  await plan.getByRole('button', { name: 'Upgrade to Premium' }).click();
  // Success goes to the dashboard (docs/product/README.md), premium at once: no likes limit, without a reload.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Successfully upgraded to Monthly plan!', { exact: true })).toBeVisible();
  await expect(page.getByTestId('browse-list').locator('li[data-member-id]').first()).toBeVisible();
  await expect(page.getByTestId('likes-left')).toHaveCount(0);

  await page.goto('/subscription');
  const status = page.getByTestId('premium-status');
  await expect(status.getByRole('heading', { name: "You're Premium" })).toBeVisible();
  await expect(page.getByTestId('period-end')).toContainText('Renews on');
  await status.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('period-end')).toContainText('Premium stays on until');
  await page.reload();
  await expect(status.getByRole('heading', { name: "You're Premium" })).toBeVisible();
  await context.close();
});
