import { expect, test, type Page } from '@playwright/test';
import { look, widthsOf } from './screens';
import { mailLink } from './visitor-support';

// Screens of the app shell (header, footer, bottom navigation, 404, error page) in en/he × light/dark, each mode at
// 375 or 1280 px (both with `pnpm screens`, which writes them to test-results/screens/ to be looked at); the
// assertions are what must hold in every mode.

const viewports = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 800 },
] as const;
const modes = [
  { locale: 'en', theme: 'light' },
  { locale: 'en', theme: 'dark' },
  { locale: 'he', theme: 'light' },
  { locale: 'he', theme: 'dark' },
] as const;

let memberToken = '';

test.beforeAll(async ({ request }) => {
  const suffix = Date.now().toString(16);
  const res = await request.post('/api/auth/register', {
    data: {
      nickname: `shell_${suffix}`,
      email: `shell${suffix}@example.test`,
      password: 'Secret1!a',
      details: {
        dateOfBirth: '1992-03-04',
        iAm: 'woman',
        location: 'Tel Aviv',
        maritalStatus: 'Single',
        lookingFor: ['men'],
        interests: ['Music', 'Travel'],
      },
    },
  });
  expect(res.status()).toBe(201);
  memberToken = (await res.json()).token;
});

async function prepare(page: Page, locale: string, theme: string, token?: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(
    ([lng, th, tk]) => {
      localStorage.setItem('language', lng!);
      localStorage.setItem('theme', th!);
      if (tk) sessionStorage.setItem('token', tk);
    },
    [locale, theme, token ?? ''],
  );
  return errors;
}

const shot = (page: Page, name: string) => look(page, name, { fullPage: true });

for (const [index, { locale, theme }] of modes.entries()) {
  for (const viewport of viewports.filter((v) => widthsOf(index).includes(v.width))) {
    const suffix = `${locale}-${theme}-${viewport.name}`;

    test(`shell as a visitor: header, footer, 404 and the error page (${suffix})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const errors = await prepare(page, locale, theme);
      await page.goto('/');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', locale);
      await expect(html).toHaveAttribute('dir', locale === 'he' ? 'rtl' : 'ltr');
      await expect(html).toHaveClass(new RegExp(`kd-theme-${theme}`));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(5);
      await expect(page.getByTestId('language-select').locator('option[value="en"]')).toHaveAttribute('lang', 'en');
      await shot(page, `home-${suffix}`);

      await page.goto('/no/such/page');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await shot(page, `404-${suffix}`);

      // A route whose code cannot load shows the error page inside the shell.
      await page.route('**/assets/AboutPage-*.js', (route) => route.abort());
      await page.goto('/about');
      await expect(page.getByTestId('error-fallback')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await shot(page, `error-${suffix}`);
      expect(errors.filter((e) => !/AboutPage|dynamically imported module/i.test(e))).toEqual([]);
    });

    test(`shell as a member: avatar menu, bottom navigation on phones (${suffix})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const errors = await prepare(page, locale, theme, memberToken);
      await page.goto('/dashboard');
      await expect(page.getByTestId('account-menu').or(page.locator('[aria-haspopup="menu"]'))).toBeVisible();
      const bottom = page.getByRole('navigation', { name: locale === 'he' ? 'ניווט מהיר' : 'Member navigation' });
      if (viewport.width <= 768) {
        await expect(bottom).toBeVisible();
        await expect(bottom.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
      } else {
        await expect(bottom).toBeHidden();
      }
      await shot(page, `member-${suffix}`);
      await page.locator('[aria-haspopup="menu"]').click();
      await expect(page.getByRole('menuitem').last()).toBeVisible();
      await shot(page, `member-menu-${suffix}`);
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    });
  }
}

test('signing out from the avatar menu ends the session and returns home', async ({ page }) => {
  await prepare(page, 'en', 'light', memberToken);
  await page.goto('/settings');
  await page.locator('[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test.describe('session in the browser against the real server', () => {
  async function register(page: Page, email?: string) {
    const suffix = `${Date.now().toString(16)}${Math.floor(Math.random() * 1e6)}`;
    const res = await page.request.post('/api/auth/register', {
      data: {
        nickname: `tab_${suffix}`,
        email: email ?? `tab${suffix}@example.test`,
        password: 'Secret1!a',
        rememberMe: true,
        details: {
          dateOfBirth: '1990-01-02',
          iAm: 'man',
          location: 'Haifa',
          maritalStatus: 'Single',
          lookingFor: ['women'],
          interests: ['Music'],
        },
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()).token as string;
  }

  test('an expired access token is refreshed through the cookie before the page loads', async ({ page }) => {
    await register(page);
    // An undecodable token counts as expired (docs/product/public-pages.md): the client refreshes before sending anything.
    await page.addInitScript(() => sessionStorage.setItem('token', 'expired.token.value'));
    const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh-token'));
    await page.goto('/settings');
    expect((await refresh).status()).toBe(200);
    await expect(page.locator('[data-page="settings"], h1').first()).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).not.toBe('expired.token.value');
    expect(token?.split('.')).toHaveLength(3);
  });

  test('a refused session shows the Authentication Error panel, then /login keeping "from"', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('token', 'expired.token.value'));
    await page.goto('/settings?tab=privacy');
    // The check may take up to its 8 s cap on a loaded machine before the panel's 3 s begin.
    await expect(page.getByRole('alert')).toContainText('Authentication Error', { timeout: 12_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
    expect(await page.evaluate(() => history.state?.usr?.from)).toBe('/settings?tab=privacy');
  });

  test('a session refused mid-visit: the notice, then /login keeping the page as "from"', async ({ page }) => {
    const token = await register(page);
    await page.goto('/');
    await page.evaluate((tk) => sessionStorage.setItem('token', tk), token);
    await page.goto('/settings');
    await expect(page.locator('[data-page="settings"], h1').first()).toBeVisible();
    // The server forgets the session (cookie gone, token unreadable): the next request's refresh is refused.
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.setItem('token', 'expired.token.value'));
    await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
    const ended = page.getByText('Your session has ended. Please sign in again.', { exact: true });
    const notice = expect(ended).toBeVisible({ timeout: 15_000 });
    // The next request meets the refused refresh: the click below, or any background request of the page that
    // comes first (then the link is already gone as the guard leaves for /login — the same outcome).
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Browse' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await notice;
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => history.state?.usr?.from)).toMatch(/^\/(dashboard|settings)/);
  });

  test('an unverified member sees the reminder on member pages: resend sends a mail, dismiss hides it for 24 h', async ({
    page,
  }) => {
    const email = `unverified${Date.now().toString(16)}@example.test`;
    const token = await register(page, email);
    const firstMail = await mailLink(email, 'verify-email');
    await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
    await page.goto('/settings');
    const banner = page.getByTestId('verification-banner');
    await expect(banner).toContainText('Your email is not verified.');
    // Public pages do not show it.
    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(banner).toBeHidden();
    await page.goto('/dashboard');
    await expect(banner).toBeVisible();

    // Resend: the server writes a new mail to the outbox, and the button counts down the hour in minutes.
    await banner.getByRole('button', { name: 'Resend email' }).click();
    await expect(page.getByText('Verification email sent.').first()).toBeVisible();
    await expect(banner.getByRole('button', { name: /^Resend in (60|59) minutes$/ })).toBeDisabled();
    await expect.poll(() => mailLink(email, 'verify-email')).not.toBe(firstMail);

    // Dismiss: gone, and still gone after a reload (24 h).
    await banner.getByRole('button', { name: 'Dismiss for 24 hours' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Your email is not verified.');
  });
});
