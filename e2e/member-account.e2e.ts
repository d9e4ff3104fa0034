import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, findSeeded, signedInContext } from './member-helpers';

test('delete account with the password: signed out, and the login is refused afterwards', async ({
  browser,
  request,
}) => {
  const member = await findSeeded(request, { tier: 'FREE' }, [
    'demo002@kindred.local',
    'demo003@kindred.local',
    'demo004@kindred.local',
  ]);
  const { context, page } = await signedInContext(browser, member.email);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toBeVisible();
  // A wrong password is said as such (the server's refusal, in the member's language), and nothing is deleted.
  await expect(dialog).toContainText('Incorrect password');
  await dialog.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  const login = await request.post('/api/auth/login', { data: { email: member.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(401);
  await context.close();
});
