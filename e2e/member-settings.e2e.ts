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

test('signing out with unsaved settings asks first (docs/product/README.md: staying keeps them, going on signs out', async ({
  browser,
  request,
}) => {
  const member = await findSeeded(request, { tier: 'FREE' }, ['demo002@kindred.local']);
  const { context, page } = await signedInContext(browser, member.email);
  await page.goto('/settings');
  await page.getByTestId('notify-comments').click();
  const warning = page.getByTestId('leave-warning');
  const signOut = async () => {
    await page.getByRole('button', { name: `Account menu for ${member.nickname}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  };
  await signOut();
  await expect(warning).toContainText('You have unsaved changes. Are you sure you want to log out?');
  await warning.getByRole('button', { name: 'Cancel', exact: true }).last().click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('notify-comments')).toHaveAttribute('aria-checked', 'false');

  await signOut();
  await warning.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token')))
    .toBeNull();
  await context.close();
});

test('on a phone (375 px): the sections fit without a sideways scroll; the save bar sits above the bottom navigation', async ({
  browser,
  request,
}) => {
  const member = await findSeeded(request, { tier: 'FREE' }, ['demo002@kindred.local']);
  for (const locale of ['en', 'he'] as const) {
    const { context, page } = await signedInContext(browser, member.email, { locale, width: 375 });
    await page.goto('/settings');
    const likes = page.getByTestId('notify-likes');
    await expect(likes).toBeVisible();
    const tabs = page.getByRole('tablist');
    expect(await tabs.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Four tabs in two rows, all in view.
    const boxes = await Promise.all((await page.getByRole('tab').all()).map((tab) => tab.boundingBox()));
    expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(2);
    for (const b of boxes) expect(b!.x >= 0 && b!.x + b!.width <= 375).toBe(true);

    await likes.click();
    const bar = page.getByTestId('save-bar');
    const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Member navigation' : 'ניווט מהיר' });
    await expect(bar).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    const navBox = (await nav.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y);
    // At the end of the page the last setting is not under the bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastSwitch = page.getByTestId('notify-photoRequests');
    const lastBox = (await lastSwitch.boundingBox())!;
    const barAtEnd = (await bar.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barAtEnd.y);
    await context.close();
  }
});
