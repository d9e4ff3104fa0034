import { expect, test, type Browser, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { DEMO_PASSWORD, DEMO_PREMIUM, apiLogin, as, findSeeded, settle, type Member } from './member-helpers';
import { look, widthsOf } from './screens';

// axe is injected as a script: the production CSP would refuse it.
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

/** A browser context signed in as `email` (remember-me token), in a language and theme; CSP bypassed for axe. */
async function memberPage(
  browser: Browser,
  email: string,
  options: { locale: 'en' | 'he'; theme: 'light' | 'dark'; width?: number },
): Promise<{ page: Page; member: Member; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 860 },
    colorScheme: options.theme,
    bypassCSP: true,
  });
  const member = await apiLogin(context.request, email, DEMO_PASSWORD);
  await context.addInitScript(
    ([token, lng, theme]) => {
      if (!window.sessionStorage.getItem('kd-e2e-init')) {
        window.sessionStorage.setItem('kd-e2e-init', '1');
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('language', lng);
        window.localStorage.setItem('theme', theme);
      }
    },
    [member.token, options.locale, options.theme] as const,
  );
  return { page: await context.newPage(), member, close: () => context.close() };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A verified premium member without active stories (a fresh strip ring of their own). */
const storyless = (request: Parameters<typeof findSeeded>[0], not: string[] = []) =>
  findSeeded(request, { verified: true }, not, async (m) => {
    if (m.accountTier === 'FREE') return false;
    const res = await request.get(`/api/stories/user/${m.id}`, { headers: as(m) });
    return res.ok() && (await res.json()).data.length === 0;
  });

test('stories: A posts in the browser, B (Hebrew) watches it advance and pause, reacts and replies; A sees the comment live', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const seedA = await storyless(request);
  const viewer = await memberPage(browser, DEMO_PREMIUM, { locale: 'he', theme: 'dark' });
  const author = await memberPage(browser, seedA.email, { locale: 'en', theme: 'light' });
  const A = author.member;

  // A's first story by the API, so B's viewer has two to play.
  const first = await request.post('/api/stories', {
    headers: as(A),
    data: { content: `First light over Jaffa ${Date.now()}`, backgroundStyle: 'gradient-2' },
  });
  expect(first.status()).toBe(201);
  const firstAt = Date.now();

  // A creates a text story in the browser: the counter follows the text.
  await author.page.goto('/dashboard');
  const strip = author.page.getByTestId('stories-strip');
  // Once the list is in, my ring opens my story and the badge beside it adds one.
  await expect(strip.getByRole('button', { name: 'Your story', exact: true })).toBeVisible({ timeout: 15_000 });
  await strip.getByRole('button', { name: 'Add to your story' }).click();
  const creator = author.page.getByTestId('story-creator');
  await expect(creator.getByRole('heading', { name: 'Create story' })).toBeVisible();
  const words = 'Sunset swim at Gordon beach, who is in?';
  await creator.getByTestId('story-text').fill(words);
  await expect(creator.getByTestId('story-counter')).toHaveText(`${words.length}/150`);
  await expect(creator.getByTestId('story-preview')).toContainText(words);
  await creator.getByRole('tab', { name: 'Background' }).click();
  await creator.getByRole('radio', { name: 'Fire' }).check();
  // The 5-second gap since the first story (docs/product/stories.md) has passed before Create.
  await author.page.waitForTimeout(Math.max(0, 5_500 - (Date.now() - firstAt)));
  await creator.getByTestId('story-create').click();
  await expect(creator).toBeHidden();
  await expect(author.page.getByText('Story created successfully!').first()).toBeVisible();
  const mine = await (await request.get(`/api/stories/user/${A.id}`, { headers: as(A) })).json();
  const second = mine.data.find((s: { content?: string }) => s.content === words);
  expect(second).toMatchObject({ backgroundStyle: 'gradient-8', mediaType: 'text' });

  // A keeps the story's page open.
  await author.page.goto(`/post/${second._id}`);
  await expect(author.page.getByTestId('post-page')).toContainText(words);

  // B sees A's ring in the strip (the strip loads the list) and opens it with the keyboard.
  await viewer.page.goto('/dashboard');
  const ring = viewer.page
    .getByTestId('stories-strip')
    .getByRole('button', { name: `פתיחת הסטוריז של ${A.nickname}, חדש`, exact: true });
  await expect(ring).toBeVisible({ timeout: 15_000 });
  await ring.focus();
  await viewer.page.keyboard.press('Enter');
  const player = viewer.page.getByTestId('story-viewer');
  const slide = player.getByTestId('story-slide');
  await expect(slide).toContainText('First light over Jaffa');
  // It advances by itself after 5 s.
  await expect(slide).toContainText(words, { timeout: 9_000 });
  // The pause control holds it (longer than a story lasts).
  await player.getByTestId('story-pause').click();
  await expect(player.getByRole('button', { name: 'הפעלה' })).toBeVisible();
  await viewer.page.waitForTimeout(6_000);
  await expect(slide).toContainText(words);
  await expect(player).toBeVisible();

  // B reacts and replies; A's page shows the comment without a reload.
  await player.getByRole('button', { name: 'אהבה' }).click();
  await expect(player.getByRole('button', { name: 'אהבה' })).toHaveAttribute('aria-pressed', 'true');
  await player.getByTestId('story-reply').fill('נשמע מושלם, אני בא! 🌅');
  await viewer.page.keyboard.press('Enter');
  await expect(player.getByRole('status')).toHaveText('התגובה נשלחה');
  await expect(author.page.getByTestId('post-comments')).toContainText('נשמע מושלם, אני בא!');
  // Escape closes the viewer and focus returns to the ring that opened it.
  await viewer.page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  // The ring is now a seen one ('new' is gone from its name) and has the focus back.
  await expect(
    viewer.page
      .getByTestId('stories-strip')
      .getByRole('button', { name: `פתיחת הסטוריז של ${A.nickname}`, exact: true }),
  ).toBeFocused();
  const reactions = await request.get(`/api/stories/${second._id}/reactions`, { headers: as(A) });
  expect((await reactions.json()).data.counts).toEqual({ love: 1 });

  await viewer.close();
  await author.close();
});

test("a FREE member's second story within 72 hours is refused with the spec's message and the hours left", async ({
  browser,
  request,
}) => {
  const free = await findSeeded(request, { tier: 'FREE', verified: true }, [], async (m) => {
    const status = await request.get('/api/subscription/status', { headers: as(m) });
    return (await status.json()).data.canCreateStory === true;
  });
  expect(
    (await request.post('/api/stories', { headers: as(free), data: { content: 'My one story this week' } })).status(),
  ).toBe(201);
  const { page, close } = await memberPage(browser, free.email, { locale: 'en', theme: 'light' });
  await page.goto('/dashboard');
  const strip = page.getByTestId('stories-strip');
  await expect(strip.getByRole('button', { name: 'Your story', exact: true })).toBeVisible({ timeout: 15_000 });
  await strip.getByRole('button', { name: 'Add to your story' }).click();
  const creator = page.getByTestId('story-creator');
  await expect(creator.getByTestId('story-message')).toHaveText('Story creation available in 72 hours');
  await creator.getByTestId('story-text').fill('And one more, please?');
  await creator.getByTestId('story-create').click();
  await expect(creator.getByTestId('story-message')).toHaveText('Story creation available in 72 hours');
  await close();
});

test('stories screens: strip, viewer, creator and /post — axe in en/he × light/dark at 375 and 1280 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const author = await storyless(request);
  const story = await request.post('/api/stories', {
    headers: as(author),
    data: {
      content: 'Coffee on Rothschild, then a long walk to the sea ☕️🌊',
      backgroundStyle: 'gradient-6',
      fontStyle: 'font-2',
    },
  });
  const storyId = (await story.json()).data._id;
  const modes = [
    { locale: 'en', theme: 'light' },
    { locale: 'he', theme: 'dark' },
    { locale: 'en', theme: 'dark' },
    { locale: 'he', theme: 'light' },
  ] as const;
  for (const [index, mode] of modes.entries()) {
    for (const width of widthsOf(index)) {
      const tag = `${mode.locale}-${mode.theme}-${width}`;
      const { page, close } = await memberPage(browser, DEMO_PREMIUM, { ...mode, width });
      await page.goto('/dashboard');
      const strip = page.getByTestId('stories-strip');
      const name = escape(author.nickname);
      const ring = strip.getByRole('button', {
        // The whole name: the demo has members whose names start with this one's (Yael, Yael_D).
        name: new RegExp(`^(Open ${name}'s stories|פתיחת הסטוריז של ${name})(?![\\w])`),
      });
      await expect(ring).toBeVisible({ timeout: 15_000 });
      await settle(page);
      await look(strip, `stories-strip-${tag}`);
      await axe(page, `strip ${tag}`);
      await ring.click();
      const player = page.getByTestId('story-viewer');
      await player.getByTestId('story-pause').click();
      await settle(page);
      await look(page, `stories-viewer-${tag}`);
      await axe(page, `viewer ${tag}`);
      await page.keyboard.press('Escape');
      await expect(player).toBeHidden();
      await strip.getByRole('button').first().click();
      const creator = page.getByTestId('story-creator');
      await creator
        .getByTestId('story-text')
        .fill(mode.locale === 'he' ? 'ערב טוב מחיפה 🌙' : 'Good evening from Haifa 🌙');
      await settle(page);
      await look(page, `stories-creator-${tag}`);
      await axe(page, `creator ${tag}`);
      await page.keyboard.press('Escape');
      await page.goto(`/post/${storyId}`);
      await expect(page.getByTestId('post-page')).toBeVisible();
      await settle(page);
      await look(page, `stories-post-${tag}`, { fullPage: true });
      await axe(page, `post ${tag}`);
      await close();
    }
  }
});
