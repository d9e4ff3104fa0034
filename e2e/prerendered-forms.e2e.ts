import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PREMIUM } from './member-helpers';
import { holdAppScript, uniqueEmail } from './visitor-support';

/**
 * What a person types into a prerendered form (decision 0045) before the app's scripts have run — a phone on a slow
 * network does it every time — is what the form works with once the app has taken over: the fields keep it, the
 * field being typed in keeps the focus and the caret, and submitting goes on with it.
 */

declare global {
  interface Window {
    __appReady?: boolean;
  }
}

/** Holds the app's script and notes when the page has become the app's (Layout's PageReady calls __kindredOnReady). */
async function holdApp(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    let ready: (() => void) | undefined;
    Object.defineProperty(window, '__kindredOnReady', {
      configurable: true,
      get: () =>
        ready &&
        (() => {
          ready!();
          window.__appReady = true;
        }),
      set: (value: () => void) => (ready = value),
    });
  });
  const release = await holdAppScript(page);
  return async () => {
    expect(await page.evaluate(() => window.__appReady === true)).toBe(false);
    release();
    await page.waitForFunction(() => window.__appReady === true, undefined, { timeout: 20_000 });
    // A frame for the app's effects after the page became its own.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  };
}

/** Types as a person does, a key at a time. */
const type = (field: Locator, text: string) => field.pressSequentially(text, { delay: 15 });

/**
 * The person goes on typing where they were: `field` still has the focus, the caret is at the end of its text (where
 * the field type tells it; an email field does not), and the keys typed now are added to what was there.
 */
async function expectTypingGoesOn(page: Page, field: Locator, more: string) {
  await expect(field).toBeFocused();
  const [before, start, end] = await field.evaluate((input: HTMLInputElement | HTMLTextAreaElement) => [
    input.value,
    input.selectionStart,
    input.selectionEnd,
  ]);
  if (start !== null) expect([start, end]).toEqual([before.length, before.length]);
  await page.keyboard.type(more, { delay: 15 });
  await expect(field).toHaveValue(`${before}${more}`);
}

/** Opens `path` with the app's script held: the prerendered form is there, the app is not. */
async function openHeld(page: Page, path: string) {
  const takeOver = await holdApp(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'en');
  return takeOver;
}

test('registration: the first step typed before the app started goes on to step 2', async ({ page }) => {
  const takeOver = await openHeld(page, '/register');
  const email = uniqueEmail('early.register');
  const nickname = page.getByLabel('Nickname');
  const address = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password');
  await type(nickname, 'noa_early');
  await type(address, email);
  await type(password, 'Early!Bird42');
  await type(confirm, 'Early!Bird');
  await takeOver();

  await expect(nickname).toHaveValue('noa_early');
  await expect(address).toHaveValue(email);
  await expect(password).toHaveValue('Early!Bird42');
  await expect(confirm).toHaveValue('Early!Bird');
  // The person goes on typing where they were: the field keeps the focus and the caret.
  await expectTypingGoesOn(page, confirm, '42');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByText(/is required/)).toHaveCount(0);
  // …and Back shows step 1 with what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByLabel('Nickname')).toHaveValue('noa_early');
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('registration: Continue pressed before the app started goes on with what was typed', async ({ page }) => {
  const takeOver = await openHeld(page, '/register');
  await type(page.getByLabel('Nickname'), 'noa_quick');
  await type(page.getByLabel('Email'), uniqueEmail('early.quick'));
  await type(page.getByLabel('Password', { exact: true }), 'Early!Bird42');
  await type(page.getByLabel('Confirm password'), 'Early!Bird42');
  await page.getByRole('button', { name: 'Continue' }).click();
  await takeOver();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByText(/is required/)).toHaveCount(0);
});

test('sign-in: email, password and "remember me" given before the app started sign the member in', async ({ page }) => {
  const takeOver = await openHeld(page, '/login');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await type(email, DEMO_PREMIUM);
  await page.getByLabel('Remember me').check();
  await type(password, DEMO_PASSWORD.slice(0, -1));
  await takeOver();

  await expect(email).toHaveValue(DEMO_PREMIUM);
  await expect(page.getByLabel('Remember me')).toBeChecked();
  await expectTypingGoesOn(page, password, DEMO_PASSWORD.slice(-1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // Remembered: the session is kept beyond this tab.
  expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
});

test('forgot password: the email typed before the app started gets the reset link', async ({ page }) => {
  const takeOver = await openHeld(page, '/forgot-password');
  const email = page.getByLabel('Email');
  await type(email, 'early.forgot@kindred');
  await takeOver();
  await expect(email).toHaveValue('early.forgot@kindred');
  await expectTypingGoesOn(page, email, '.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
});

test('support: the message written before the app started is sent', async ({ page }) => {
  const takeOver = await openHeld(page, '/support');
  const form = page.getByTestId('support-form');
  await type(form.getByLabel('Name'), 'Noa Early');
  await type(form.getByLabel('Email'), 'early.support@kindred.test');
  await type(form.getByLabel('Subject'), 'Typed before the page was ready');
  const message = form.getByLabel('Message');
  await type(message, 'Hello, I wrote this on a slow connection');
  await takeOver();

  await expect(form.getByLabel('Name')).toHaveValue('Noa Early');
  await expect(form.getByLabel('Email')).toHaveValue('early.support@kindred.test');
  await expect(form.getByLabel('Subject')).toHaveValue('Typed before the page was ready');
  await expect(message).toHaveValue('Hello, I wrote this on a slow connection');
  await expectTypingGoesOn(page, message, '.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText("Thank you! Your message has been sent. We'll get back to you soon.")).toBeVisible();
});

test("home: the email typed in the hero before the app started is carried to the registration's first step", async ({
  page,
}) => {
  const takeOver = await openHeld(page, '/');
  const email = page.getByTestId('home-hero').getByLabel('Your email');
  const address = uniqueEmail('early.home');
  await type(email, address.replace(/\.test$/, ''));
  await takeOver();
  await expect(email).toHaveValue(address.replace(/\.test$/, ''));
  await expectTypingGoesOn(page, email, '.test');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Email')).toHaveValue(address);
});
