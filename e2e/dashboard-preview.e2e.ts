import { expect, test, type Page } from '@playwright/test';
import { as, DEMO_FREE, DEMO_PREMIUM, findSeeded, signedInContext, watchShifts } from './member-helpers';
import { delayAppScript, holdAppScript } from './visitor-support';
import { look } from './screens';

/**
 * The dashboard's first-photos preview (decision 0062): on a phone-width screen a signed-in member's /dashboard
 * first shows the page as it looks while loading, with the first photos of the browse page in it, before the app's
 * scripts have run; the app's page then takes its place, each photo where the preview had it. Nobody else gets it.
 */

const BROWSE = '/api/users?limit=20&ageMin=18&ageMax=99';

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const photoRects = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) =>
    images.slice(0, 4).map((image) => {
      const { x, y, width, height } = image.getBoundingClientRect();
      return { src: new URL((image as HTMLImageElement).src).pathname, x, y, width, height };
    }),
  );

for (const { lng, theme, heading, email } of [
  { lng: 'en', theme: 'light', heading: 'Browse', email: DEMO_PREMIUM },
  { lng: 'he', theme: 'dark', heading: 'גלישה', email: DEMO_FREE },
] as const) {
  test(`a member's first photos arrive before the app and stay where they are (${lng}, ${theme}, ${email === DEMO_FREE ? 'FREE' : 'premium'}, 375 px)`, async ({
    browser,
  }) => {
    const { context, page, member } = await signedInContext(browser, email, { locale: lng, theme, width: 375 });
    const errors = collectErrors(page);
    await watchShifts(page);
    const first = await context.request.get(BROWSE, { headers: as(member) });
    const cards = ((await first.json()) as { data: { photo?: string | null; avatar: string }[] }).data;
    expect(cards.length).toBeGreaterThan(2);
    const releaseApp = await holdAppScript(page);
    // The early requests the preview waits for, to say why when it does not come.
    const early: string[] = [];
    // The first browse page the preview itself was given: the order follows who is online, which journeys running
    // beside this one on the same server change, so the page fetched above may already be out of date.
    let shown: Promise<{ photo?: string | null; avatar: string }[]> | undefined;
    page.on('response', (r) => {
      if (/\/api\/(auth\/me|users\?)/.test(r.url())) early.push(`${r.status()} ${new URL(r.url()).pathname}`);
      if (!shown && /\/api\/users\?/.test(r.url()) && r.ok()) shown = r.json().then((body) => body.data);
    });
    // Not until `load`: the held entry script may be what the load event waits for.
    await page.goto('/dashboard', { waitUntil: 'commit' });

    // Before the app: the loading dashboard in the member's language and theme, the browse page's photos in order.
    const preview = page.locator('#kd-preview');
    await expect(preview, `early requests: ${JSON.stringify(early)}`).toBeVisible({ timeout: 10_000 });
    await expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(await preview.evaluate((node) => (node as HTMLElement).inert)).toBe(true);
    await expect(preview.locator('h1')).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'he' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveClass(`kd-theme-${theme}`);
    await expect(preview.locator('img[fetchpriority="high"]').first()).toHaveJSProperty('complete', true);
    const before = await photoRects(page, '#kd-preview [data-skeleton="true"] img');
    expect(shown, 'the preview fetched the first browse page').toBeDefined();
    expect(before.map((r) => r.src)).toEqual((await shown!).slice(0, 4).map((c) => c.photo || c.avatar));
    expect(await page.evaluate(() => Boolean(document.querySelector('[data-testid="member-card"]')))).toBe(false);
    // A picture of the page, not a second page: no ids or test ids to collide with the app's.
    expect(await preview.locator('[id], [data-testid]').count()).toBe(0);
    await look(page, `dashboard-preview-${lng}-${theme}-375`);

    // Then the app's page, the preview gone, every photo where it was.
    releaseApp();
    await expect(page.getByTestId('member-card').first()).toBeVisible({ timeout: 15_000 });
    await expect(preview).toHaveCount(0);
    const after = await photoRects(page, '[data-testid="member-card"] img');
    expect(after).toEqual(before);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A FREE member's likes-left hint arrives in the row kept for it: nothing moves (the CLS ≤ 0.02).
    if (email === DEMO_FREE) await expect(page.getByTestId('likes-left')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.__cls)).toBeLessThanOrEqual(0.02);
    expect(await photoRects(page, '[data-testid="member-card"] img')).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a FREE member on a wide screen: the likes-left hint moves nothing either', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO_FREE, { width: 1280 });
  await watchShifts(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('likes-left')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('member-card').first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.__cls)).toBeLessThanOrEqual(0.02);
  await context.close();
});

test('no preview on a wide screen, in the list view, for an unverified member or for a visitor', async ({
  browser,
  request,
}) => {
  const wide = await signedInContext(browser, DEMO_FREE, { width: 1280 });
  await delayAppScript(wide.page, 1500);
  await wide.page.goto('/dashboard');
  await expect(wide.page.getByTestId('member-card').first()).toBeVisible({ timeout: 15_000 });
  expect(await wide.page.evaluate(() => window.__kindredPreviewShown ?? null)).toBeNull();
  await wide.context.close();

  const list = await signedInContext(browser, DEMO_FREE, { width: 375 });
  await list.page.addInitScript(() => window.localStorage.setItem('kindred.dashboardView', '"list"'));
  await list.page.goto('/dashboard');
  await expect(list.page.getByTestId('member-card').first()).toBeVisible({ timeout: 15_000 });
  expect(await list.page.evaluate(() => window.__kindredPreviewShown ?? null)).toBeNull();
  await list.context.close();

  // An unverified member's page starts with the reminder to verify, which the preview does not have.
  const unverified = await findSeeded(request, { verified: false });
  const reminded = await signedInContext(browser, unverified.email, { width: 375 });
  await delayAppScript(reminded.page, 1500);
  await reminded.page.goto('/dashboard');
  await expect(reminded.page.getByTestId('member-card').first()).toBeVisible({ timeout: 15_000 });
  expect(await reminded.page.evaluate(() => window.__kindredPreviewShown ?? null)).toBeNull();
  await reminded.context.close();

  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await visitor.newPage();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.__kindredPreviewShown ?? null)).toBeNull();
  await visitor.close();
});

test('a session the server refuses gets no preview: the sign-in page, not photos', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.addInitScript(() => {
    if (!window.sessionStorage.getItem('kd-e2e-init')) {
      window.sessionStorage.setItem('kd-e2e-init', '1');
      window.localStorage.setItem('token', 'not-a-session');
    }
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await delayAppScript(page, 1500);
  await page.goto('/dashboard');
  // The early session check was refused: no preview, the app's scripts at once.
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  expect(await page.evaluate(() => window.__kindredPreviewShown ?? null)).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors.filter((e) => !/401|Unauthorized/i.test(e))).toEqual([]);
  await context.close();
});

declare global {
  interface Window {
    __kindredPreviewShown?: boolean;
  }
}
