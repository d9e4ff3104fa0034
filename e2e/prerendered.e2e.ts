import { expect, test, type Page } from '@playwright/test';
import { delayAppScript } from './visitor-support';

/**
 * Visitor pages prerendered at build time (decision 0045): the first paint is the page itself, in the language the
 * pre-paint script chose, and React hydrates it — it adopts the markup instead of replacing it. A visitor with a
 * session or a saved theme gets the page rendered by the app as before.
 */

declare global {
  interface Window {
    __removed: string[];
    __firstHeading: Element | null;
  }
}

/** Records every element removed from the prerendered page, and the heading as first parsed. */
async function watchPage(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    window.__removed = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element) || node.matches('.kd-first-frame')) continue;
          // The people-online placeholders give way to the people once the teaser arrives: expected.
          if (node.matches('li[class*="skeleton"], li:has([class*="skeleton"])')) continue;
          window.__removed.push(`${node.tagName}.${node.className}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => (window.__firstHeading = document.querySelector('h1')));
  });
  return errors;
}

const pages: { path: string; en: string; he: string }[] = [
  { path: '/', en: 'Meet people who get you', he: 'להכיר אנשים שמבינים אותך' },
  { path: '/login', en: 'Welcome back', he: 'טוב לראות אותך שוב' },
  { path: '/register', en: 'Create your account', he: 'יצירת חשבון' },
  { path: '/forgot-password', en: 'Forgot your password?', he: 'שכחת את הסיסמה?' },
  { path: '/about', en: 'About Kindred', he: 'על קינדרד' },
  { path: '/safety', en: 'Your safety on Kindred', he: 'הביטחון שלך בקינדרד' },
  { path: '/support', en: 'Support', he: 'תמיכה' },
  { path: '/terms', en: 'Terms of Service', he: 'תנאי השימוש' },
  { path: '/privacy', en: 'Privacy Policy', he: 'מדיניות הפרטיות' },
];

for (const lng of ['en', 'he'] as const) {
  test(`visitor pages arrive rendered in ${lng} and are hydrated, not replaced`, async ({ browser }) => {
    const context = await browser.newContext({ locale: lng === 'he' ? 'he-IL' : 'en-US' });
    const page = await context.newPage();
    const errors = await watchPage(page);
    for (const { path, ...headings } of pages) {
      const response = await page.goto(path);
      // The HTML itself carries the page in both languages (the pre-paint script picks one before first paint).
      const html = await response!.text();
      expect(html, path).toContain(headings.en);
      expect(html, path).toContain(headings.he);
      await expect(page.locator('#root'), path).toHaveAttribute('data-prerendered', lng);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lng);
      await expect(page.locator('h1'), path).toHaveText(headings[lng]);
      await page.waitForLoadState('networkidle');
      // Hydrated: the heading on screen is the one parsed from the HTML, and nothing of the page was thrown away.
      expect(await page.evaluate(() => document.querySelector('h1') === window.__firstHeading), path).toBe(true);
      expect(await page.evaluate(() => window.__removed), path).toEqual([]);
    }
    // …and the hydrated page works: the language picker switches the page at once.
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('language-select').selectOption(lng === 'en' ? 'he' : 'en');
    await expect(page.locator('h1')).toHaveText(lng === 'en' ? pages[1]!.he : pages[1]!.en);
    await page.getByTestId('language-select').selectOption(lng);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("a prerendered page paints before its scripts are asked for (the page's styles and HTML go first)", async ({
  page,
}) => {
  const response = await page.goto('/register');
  expect(await response!.text()).not.toContain('<script type="module"');
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
});

test('signing in on the prerendered form before the scripts have arrived: held, never sent by the browser, then sent by the app', async ({
  page,
}) => {
  // The app's script arrives 2 s late, as on a slow phone; the visitor types and submits at once.
  await delayAppScript(page, 2_000);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('demo.premium@kindred.local');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  expect(visited.filter((url) => /password|email=/.test(url))).toEqual([]);
});

test("a button clicked or a language chosen before the scripts have arrived takes effect once the page is the app's", async ({
  page,
}) => {
  await delayAppScript(page, 2_000);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByTestId('login-form').getByRole('button', { name: 'Google' }).click();
  await expect(page.getByText('Google sign-in is coming soon. For now, please use your email.').first()).toBeVisible({
    timeout: 10_000,
  });

  // …and a language chosen before them is applied once they have.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByTestId('language-select').selectOption('he');
  await expect(page.locator('h1')).toHaveText('טוב לראות אותך שוב', { timeout: 10_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the prerendered login form is usable once hydrated: show password, the sign-up link', async ({ page }) => {
  const errors = await watchPage(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-words');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('h1')).toHaveText('Create your account');
  expect(errors).toEqual([]);
});

test('with a saved theme or a session, the app renders the page itself (no prerendered markup to match)', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/login');
  await expect(page.locator('h1')).toHaveText('Welcome back');
  await expect(page.locator('html')).toHaveClass(/kd-theme-dark/);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
  await expect(page.getByTestId('theme-select')).toHaveValue('dark');

  const member = await page.context().newPage();
  await member.addInitScript(() => sessionStorage.setItem('token', 'stored-session-token'));
  await member.goto('/about');
  await expect(member.locator('h1')).toHaveText('About Kindred');
  await expect(member.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
});

for (const [lng, scheme] of [
  ['he', 'dark'],
  ['en', 'dark'],
  ['he', 'light'],
] as const) {
  test(`a ${lng} visit in the system's ${scheme} theme hydrates every prerendered form without a mismatch`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: scheme });
    await context.addInitScript((language) => localStorage.setItem('language', language), lng);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    for (const route of ['/', '/login', '/register', '/forgot-password', '/support']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
    // React's #418: the page the server sent and the one the app rendered differ (the theme icon did).
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('before any module runs, the language follows the spec order: a cookie beats local storage, session storage is read', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/about');
  await page.evaluate(() => {
    localStorage.setItem('language', 'en');
    document.cookie = 'language=he; path=/';
  });
  await page.goto('/about');
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'he',
    'rtl',
  ]);
  await page.evaluate(() => {
    document.cookie = 'language=; max-age=0; path=/';
    localStorage.removeItem('language');
    sessionStorage.setItem('language', 'he');
  });
  await page.goto('/about');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('he');
  await context.close();
});
