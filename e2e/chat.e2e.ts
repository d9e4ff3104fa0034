import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import {
  DEMO_FREE,
  DEMO_PREMIUM,
  apiLogin,
  as,
  findSeeded,
  settle,
  signedInContext,
  type Member,
} from './member-helpers';
import { look } from './screens';

/**
 * Chat in two browsers against the real server (issue 23): A (demo.premium, English) and B (a verified premium
 * seeded member, Hebrew) talk live; typing shows and hides; the read tick waits for B to open the conversation; a
 * FREE member's chat is wink-only; messages written offline arrive once, in order, on both screens.
 */

// axe is injected as a script: the production CSP would refuse it.
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial' });
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function axe(page: Page, label: string) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (ctx: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await w.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  });
  expect(violations, label).toEqual([]);
}

/** A valid PNG of one colour (the server re-encodes what it receives, so it must be a real image). */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([230, 120, 80]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Read receipts and online status on for a member (a seeded member may have turned them off). */
async function showReceipts(request: APIRequestContext, member: Member) {
  const settings = (await (await request.get('/api/users/settings', { headers: as(member) })).json()).data;
  const put = await request.put('/api/users/settings', {
    headers: as(member),
    data: { ...settings, privacy: { ...settings.privacy, showReadReceipts: true, showOnlineStatus: true } },
  });
  expect(put.ok()).toBe(true);
}

const bubbles = (page: Page) => page.getByTestId('message-list').getByTestId('message');
const bubble = (page: Page, text: string) => bubbles(page).filter({ hasText: text });
const field = (page: Page) => page.getByTestId('conversation').getByRole('textbox');

/** Opens the conversation with `partner` and waits for its history. */
async function openConversation(page: Page, partner: Member) {
  await page.goto(`/messages/${partner.id}`);
  // The machine may be busy (two browsers and the server on two cores).
  await expect(page.getByTestId('message-list')).toBeVisible({ timeout: 20_000 });
}

let a: Member;
let b: Member;

test.beforeAll(async ({ request }) => {
  a = await apiLogin(request, DEMO_PREMIUM);
  b = await findSeeded(request, { verified: true }, [], async (m) => m.accountTier !== 'FREE');
  await showReceipts(request, a);
  await showReceipts(request, b);
});

test('A and B chat live: text, typing, the read tick after B opens, a wink and an image; axe and keyboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const sideA = await signedInContext(browser, DEMO_PREMIUM, { locale: 'en' });
  const sideB = await signedInContext(browser, b.email, { locale: 'he', theme: 'dark' });
  await sideB.page.goto('/dashboard');
  await openConversation(sideA.page, b);

  // Keyboard: Enter sends from the field.
  const hello = `Hello from A ${Date.now()}`;
  await field(sideA.page).fill(hello);
  await field(sideA.page).press('Enter');
  await expect(bubble(sideA.page, hello)).toHaveAttribute('data-status', 'sent');
  await expect(field(sideA.page)).toHaveValue('');
  // B has not opened the conversation: no read tick, however long A waits for it.
  await sideA.page.waitForTimeout(1_000);
  await expect(bubble(sideA.page, hello)).toHaveAttribute('data-status', 'sent');

  await openConversation(sideB.page, a);
  await expect(bubble(sideB.page, hello)).toHaveCount(1);
  await expect(bubble(sideA.page, hello)).toHaveAttribute('data-status', 'read');

  // Typing shows on A's screen, then hides (3 s after the last signal).
  await field(sideB.page).pressSequentially('שלום', { delay: 50 });
  const typing = sideA.page.getByTestId('conversation').locator('[data-part="typing"]');
  await expect(typing).toContainText(b.nickname);
  await expect(typing).toBeEmpty({ timeout: 8_000 });
  await field(sideB.page).press('Enter');
  await expect(bubble(sideA.page, 'שלום')).toHaveCount(1);

  // A wink, and an image with its bytes shown on B's screen.
  await sideA.page.getByTestId('conversation').getByRole('button', { name: 'Send a wink' }).click();
  await expect(
    sideB.page.getByTestId('message-list').locator('[data-testid="message"][data-kind="wink"]').last(),
  ).toBeVisible();
  const images = sideB.page.getByTestId('message-list').locator('[data-testid="message"][data-kind="image"] img');
  const imagesBefore = await images.count();
  await sideA.page
    .getByTestId('conversation')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'sunset.png',
      mimeType: 'image/png',
      buffer: solidPng(48, 32),
    });
  await field(sideA.page).press('Enter');
  await expect(images).toHaveCount(imagesBefore + 1, { timeout: 15_000 });
  const image = images.last();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await settle(sideA.page);
  await look(sideA.page, 'messages-conversation-en-light-1280');
  await axe(sideA.page, 'conversation en light');
  await axe(sideB.page, 'conversation he dark');
  await sideA.context.close();
  await sideB.context.close();
});

test('a FREE member sees the banner, the wink-only input and no call button; their wink arrives', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const free = await apiLogin(request, DEMO_FREE);
  const sideF = await signedInContext(browser, DEMO_FREE, { locale: 'en' });
  const sideA = await signedInContext(browser, DEMO_PREMIUM, { locale: 'he', theme: 'dark' });
  await openConversation(sideA.page, free);
  await openConversation(sideF.page, a);
  const conversation = sideF.page.getByTestId('conversation');
  await expect(conversation.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(conversation.getByRole('textbox')).toHaveAttribute('placeholder', 'Send a wink instead (Free Account)');
  await expect(conversation.getByRole('textbox')).toBeDisabled();
  await expect(conversation.getByRole('button', { name: 'Video call' })).toHaveCount(0);
  await axe(sideF.page, 'FREE conversation');

  const winksBefore = await sideA.page.locator('[data-testid="message"][data-kind="wink"]').count();
  await conversation.getByRole('button', { name: 'Send a wink' }).click();
  await expect(sideA.page.locator('[data-testid="message"][data-kind="wink"]')).toHaveCount(winksBefore + 1);
  await sideF.context.close();
  await sideA.context.close();
});

test('A offline writes three messages; back online each arrives once, in order, on both screens', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const sideA = await signedInContext(browser, DEMO_PREMIUM, { locale: 'en' });
  const sideB = await signedInContext(browser, b.email, { locale: 'he' });
  await openConversation(sideA.page, b);
  await openConversation(sideB.page, a);

  await sideA.context.setOffline(true);
  const stamp = Date.now();
  const texts = [1, 2, 3].map((n) => `offline ${stamp} #${n}`);
  for (const text of texts) {
    await field(sideA.page).fill(text);
    await field(sideA.page).press('Enter');
    await expect(bubble(sideA.page, text)).toHaveAttribute('data-status', 'pending');
  }
  await sideB.page.waitForTimeout(1_000);
  await expect(bubble(sideB.page, `offline ${stamp}`)).toHaveCount(0);

  await sideA.context.setOffline(false);
  for (const page of [sideA.page, sideB.page]) {
    for (const text of texts) await expect(bubble(page, text)).toHaveCount(1, { timeout: 30_000 });
    const order = await bubble(page, `offline ${stamp}`).allTextContents();
    expect(order.map((t) => t.match(/#\d/)?.[0])).toEqual(['#1', '#2', '#3']);
  }
  for (const text of texts) await expect(bubble(sideA.page, text)).not.toHaveAttribute('data-status', 'pending');
  await sideA.context.close();
  await sideB.context.close();
});

test('B asks to see A’s private photos: A approves from the chat header, B reads the confirmation', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // From a clean state: no access granted to B by an earlier journey.
  expect((await request.delete(`/api/users/${b.id}/photo-access`, { headers: as(a) })).ok()).toBe(true);
  const sideA = await signedInContext(browser, DEMO_PREMIUM, { locale: 'en' });
  const sideB = await signedInContext(browser, b.email, { locale: 'he' });
  await openConversation(sideA.page, b);
  await openConversation(sideB.page, a);
  const conversation = sideA.page.getByTestId('conversation');
  const approve = conversation.getByRole('button', { name: 'Approve photo requests' });
  await expect(approve).toHaveCount(0);

  // B asks while A has the conversation open: the button comes at once.
  const asked = await request.post(`/api/users/${a.id}/request-photo-access`, { headers: as(b) });
  expect(asked.ok()).toBe(true);
  await expect(approve).toBeVisible({ timeout: 10_000 });

  // A refused approval: the reason, and the note in the conversation; the button stays to try again.
  await sideA.page.route('**/api/users/photos/approve-all', (route) =>
    route.fulfill({ status: 409, json: { success: false, error: 'Try again in a moment.', code: 'CONFLICT' } }),
  );
  await approve.click();
  await expect(sideA.page.getByText('Error approving requests: Try again in a moment.', { exact: true })).toBeVisible();
  await expect(bubbles(sideA.page).filter({ hasText: 'Failed to approve photo requests.' })).toHaveAttribute(
    'data-kind',
    'system',
  );
  await sideA.page.unroute('**/api/users/photos/approve-all');

  await approve.click();
  await expect(sideA.page.getByText('Approved 1 photo request.', { exact: true })).toBeVisible();
  await expect(approve).toHaveCount(0);
  const status = await request.get(`/api/users/${a.id}/photo-access-status`, { headers: as(b) });
  expect((await status.json()).status).toBe('approved');
  // A PAID approver tells B in the conversation.
  await expect(bubble(sideB.page, 'you can see my private photos now')).toHaveCount(1);
  await sideA.context.close();
  await sideB.context.close();
});

test("a card's Message button opens the embedded chat over the dashboard; Escape closes it, focus returns", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await signedInContext(browser, DEMO_PREMIUM, { locale: 'he' });
  await page.goto('/dashboard');
  const card = page.locator('li[data-member-id] [data-action="message"]').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('message-list').or(panel.getByRole('status')).first()).toBeVisible({
    timeout: 20_000,
  });
  const text = `from the panel ${Date.now()}`;
  const input = panel.getByRole('textbox');
  await input.fill(text);
  await input.press('Enter');
  await expect(panel.getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-status', /sent|read/);
  await input.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(card).toBeFocused();
  await context.close();
});

test('/messages list: screenshots en-light and he-dark at 375 and 1280 px; axe on the list', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const mode of [
    { locale: 'en', theme: 'light' },
    { locale: 'he', theme: 'dark' },
  ] as const) {
    for (const width of [375, 1280]) {
      const { context, page } = await signedInContext(browser, DEMO_PREMIUM, { ...mode, width });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const tag = `${mode.locale}-${mode.theme}-${width}`;
      await page.goto('/messages');
      await expect(page.getByRole('link', { name: new RegExp(b.nickname) }).first()).toBeVisible();
      await settle(page);
      await look(page, `messages-list-${tag}`);
      if (width === 375 && mode.theme === 'dark') {
        // A phone: pulling the list down from its top reloads it.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
        const box = (await page.getByTestId('messages-page').boundingBox())!;
        const x = box.x + box.width / 2;
        const y = box.y + 140;
        const reloaded = page.waitForResponse((r) => r.url().includes('/api/messages/conversations'));
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        for (const dy of [30, 60, 90, 110])
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + dy }] });
        await expect(page.getByTestId('pull-to-refresh')).toBeVisible();
        await look(page, `messages-list-pull-${tag}`);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await reloaded;
        await expect(page.getByTestId('pull-to-refresh')).toBeHidden();
        await expect(page).toHaveURL(/\/messages$/);
      }
      if (width === 1280) {
        await axe(page, `list ${tag}`);
        // Keyboard only: Tab to the conversation, Enter opens it with the field focused, Enter sends.
        const link = page.locator(`a[href="/messages/${b.id}"]`).first();
        for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i++)
          await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/messages/${b.id}$`));
        await expect(field(page)).toBeFocused();
        const typed = `typed ${tag} ${Date.now()}`;
        await page.keyboard.type(typed);
        await page.keyboard.press('Enter');
        await expect(bubble(page, typed)).toHaveCount(1);
      }
      await page.goto(`/messages/${b.id}`);
      await expect(page.getByTestId('message-list')).toBeVisible();
      await page.waitForTimeout(300);
      await settle(page);
      await look(page, `messages-conversation-${tag}`);
      await context.close();
    }
  }
});
