import { expect, test, type Page } from '@playwright/test';
import { mailLink, uniqueEmail, useMode } from './visitor-support';

/** One journey entirely in Hebrew: right to left, Hebrew copy, no English left on any screen it passes. */
const email = uniqueEmail('tamar');
const password = 'Shemesh!2024';

// Latin that is legitimately on a Hebrew screen: the product's name, addresses, file formats and sizes.
const allowed = /Kindred|[\w.+-]+@[\w.-]+|JPG|JPEG|PNG|MB/g;

async function expectNoEnglish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  const textOf = await page.evaluate(() => {
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, [lang="en"]') || !el.getClientRects().length) continue;
      parts.push(node.textContent ?? '');
    }
    document.querySelectorAll('[aria-label], [placeholder], [alt]').forEach((el) => {
      for (const attr of ['aria-label', 'placeholder', 'alt']) parts.push(el.getAttribute(attr) ?? '');
    });
    // What a member typed is theirs; only text the app put into a field counts (not addresses or hidden values).
    document
      .querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])')
      .forEach((el) => parts.push(el.closest('[aria-hidden="true"]') ? '' : el.placeholder));
    // Members' names are theirs, marked translate="no" by the ui: taken out wherever they appear (labels too).
    const names = [...document.querySelectorAll('[translate="no"]')].map((el) => el.textContent ?? '').filter(Boolean);
    return names.reduce((text, name) => text.split(name).join(' '), parts.join(' '));
  });
  expect(textOf.replace(allowed, '').match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
}

test('in Hebrew: register, verify, forgot and reset the password, sign in again', async ({ page }) => {
  test.setTimeout(120_000);
  await useMode(page, 'he', 'light');
  await page.goto('/');
  await expectNoEnglish(page);
  await page.getByTestId('home-hero').getByLabel('האימייל שלך').fill(email);
  await page.getByRole('button', { name: 'מתחילים' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByRole('button', { name: 'המשך' }).click();
  await expect(page.getByText('שלב 1 מתוך 4')).toBeVisible();
  await expectNoEnglish(page);
  await page.getByLabel('כינוי').fill('תמר_מחיפה');
  await page.getByLabel('סיסמה', { exact: true }).fill(password);
  await page.getByLabel('אימות סיסמה').fill(password);
  await page.getByRole('button', { name: 'המשך' }).click();

  await page.getByRole('combobox', { name: 'יום' }).selectOption('3');
  await page.getByRole('combobox', { name: 'חודש' }).selectOption('9');
  await page.getByRole('combobox', { name: 'שנה' }).selectOption('1990');
  await page.getByRole('radio', { name: 'אישה' }).click();
  await page.getByRole('combobox', { name: /מיקום/ }).fill('חי');
  await page.getByRole('option', { name: 'חיפה' }).click();
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'המשך' }).click();

  await expect(page.getByText('שלב 3 מתוך 4')).toBeVisible();
  await page.getByRole('button', { name: 'המשך' }).click();
  await expect(page.getByRole('alert')).toHaveText(/יש להעלות תמונת פרופיל|תמונת פרופיל/);
  await expectNoEnglish(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await page.getByRole('button', { name: 'המשך' }).click();

  await expect(page.getByText('שלב 4 מתוך 4')).toBeVisible();
  await page.getByRole('combobox', { name: /מצב משפחתי/ }).click();
  await page.getByRole('option').first().click();
  await page.getByTestId('lookingFor').getByRole('button').nth(1).click();
  await page.getByTestId('interests').getByRole('button').first().click();
  await page.getByRole('checkbox', { name: /לתנאי השימוש/ }).click();
  await page.getByRole('checkbox', { name: /למדיניות הפרטיות/ }).click();
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'יצירת החשבון' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(await mailLink(email, 'verify-email'));
  await expect(page.getByRole('heading', { name: 'האימות הצליח!' })).toBeVisible();
  await expectNoEnglish(page);

  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('token');
  });
  await page.goto('/forgot-password');
  await expectNoEnglish(page);
  await page.getByLabel('אימייל').fill(email);
  await page.getByRole('button', { name: 'שליחת קישור לאיפוס' }).click();
  await expect(page.getByText('כדאי לבדוק את תיבת הדואר')).toBeVisible();
  await expectNoEnglish(page);

  await page.goto(await mailLink(email, 'reset-password'));
  await page.getByLabel('סיסמה חדשה', { exact: true }).fill('Yareach!2025');
  await page.getByLabel('אימות הסיסמה החדשה').fill('Yareach!2025');
  await page.getByRole('button', { name: 'שמירת הסיסמה החדשה' }).click();
  await expect(page.getByText('הסיסמה שונתה')).toBeVisible();
  await expectNoEnglish(page);

  await page.goto('/login');
  await page.getByLabel('אימייל').fill(email);
  await page.getByLabel('סיסמה', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'התחברות' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoEnglish(page);
  await page.getByLabel('סיסמה', { exact: true }).fill('Yareach!2025');
  await page.getByRole('button', { name: 'התחברות' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
