import { expect, test } from '@playwright/test';
import { findSeeded, signedInContext } from './member-helpers';

test('in Hebrew: settings saved survive a reload and a new login; leaving unsaved asks first', async ({
  browser,
  request,
}) => {
  const member = await findSeeded(request, { tier: 'FREE' }, ['demo002@kindred.local']);
  const first = await signedInContext(browser, member.email, { locale: 'he' });
  const { page } = first;
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'הגדרות' })).toBeVisible();
  const likes = page.getByTestId('notify-likes');
  await expect(likes).toHaveAttribute('aria-checked', 'true');
  await likes.click();
  await expect(page.getByText('יש שינויים שלא נשמרו').first()).toBeVisible();

  // Leaving with unsaved changes asks; staying keeps them.
  await page.getByRole('link', { name: 'הודעות' }).first().click();
  const warning = page.getByTestId('leave-warning');
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'ביטול', exact: true }).last().click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('tab', { name: 'פרטיות' }).click();
  await page.getByTestId('privacy-showLastSeen').click();
  await page.getByRole('radio', { name: 'אף אחד' }).click();
  await page.getByRole('button', { name: 'שמירת השינויים' }).click();
  await expect(page.getByRole('button', { name: 'שמירת השינויים' })).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('notify-likes')).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('tab', { name: 'פרטיות' }).click();
  await expect(page.getByTestId('privacy-showLastSeen')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('radio', { name: 'אף אחד' })).toBeChecked();
  await first.context.close();

  const again = await signedInContext(browser, member.email, { locale: 'he' });
  await again.page.goto('/settings');
  await expect(again.page.getByTestId('notify-likes')).toHaveAttribute('aria-checked', 'false');
  await again.context.close();
});
