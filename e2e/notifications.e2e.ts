import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { DEMO_PREMIUM, apiLogin, as, findSeeded, settle, signedInContext, type Member } from './member-helpers';
import { look } from './screens';

// axe is injected as a script: the production CSP would refuse it.
test.use({ bypassCSP: true });
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

/** Two seeded members with no like between them yet, either way, their like notifications on, nothing unread. */
async function strangers(request: APIRequestContext, a: Member, not: string[]): Promise<Member> {
  const b = await findSeeded(request, {}, not, async (m) => {
    const [ab, ba] = await Promise.all([
      request.get(`/api/users/${m.id}`, { headers: as(a) }),
      request.get(`/api/users/${a.id}`, { headers: as(m) }),
    ]);
    return ab.ok() && ba.ok() && (await ab.json()).data.isLiked === false && (await ba.json()).data.isLiked === false;
  });
  for (const m of [a, b]) {
    const settings = (await (await request.get('/api/users/settings', { headers: as(m) })).json()).data;
    const put = await request.put('/api/users/settings', {
      headers: as(m),
      data: { ...settings, notifications: { ...settings.notifications, likes: true } },
    });
    expect(put.ok()).toBe(true);
    // A clean slate: the seed's items are read, so the badge counts only what happens here.
    expect((await request.put('/api/notifications/read-all', { headers: as(m) })).ok()).toBe(true);
  }
  return b;
}

/** Resolves when the page's socket.io connection is up (its connect packet arrived), so live events reach it. */
function socketUp(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      });
    });
  });
}

/**
 * Notifications live (docs/product/notifications.md): A (Hebrew) keeps the dashboard open; B (English) likes A → A's like
 * toast and bell count, without a reload. A opens the bell's dropdown, the like leads to B's profile, A likes back
 * there → both see 'It's a match' without reloading. Mark all read in one of A's tabs → the badge is gone in A's
 * other tab (BroadcastChannel).
 */
test('a like and a match reach both members live; the panel routes; read marks follow across tabs', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const a = await findSeeded(request, {});
  const b = await strangers(request, a, [a.email]);

  const sideA = await signedInContext(browser, a.email, { locale: 'he', theme: 'dark' });
  const sideB = await signedInContext(browser, b.email, { locale: 'en' });
  const upA = socketUp(sideA.page);
  const upB = socketUp(sideB.page);
  await sideA.page.goto('/dashboard');
  await sideB.page.goto('/dashboard');
  await Promise.all([upA, upB]);
  const bellA = sideA.page.getByTestId('notification-bell');
  await expect(bellA).toHaveAccessibleName('התראות');

  // B likes A: A's like toast and bell count, live.
  expect((await request.post(`/api/users/${a.id}/like`, { headers: as(b) })).ok()).toBe(true);
  const toast = sideA.page.getByRole('status').filter({ hasText: `לייק חדש מאת ${b.nickname}` });
  await expect(toast.first()).toBeVisible();
  await expect(bellA).toHaveAccessibleName('התראות, אחת שלא נקראה');
  await expect(sideA.page.getByTestId('notification-bell-badge')).toHaveText('1');
  await settle(sideA.page);
  await look(sideA.page, 'notifications-like-toast-he-dark-1280');

  // A opens the dropdown with the keyboard: focus moves in, the like is there; its click goes to B's profile.
  await bellA.focus();
  await sideA.page.keyboard.press('Enter');
  const dropdown = sideA.page.getByTestId('notification-dropdown');
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole('tab')).toHaveCount(2);
  const item = dropdown.getByTestId('notification-panel-item').filter({ hasText: b.nickname });
  await expect(item).toHaveCount(1);
  await settle(sideA.page);
  await look(sideA.page, 'notifications-dropdown-he-dark-1280');
  await item.click();
  await expect(sideA.page).toHaveURL(new RegExp(`/user/${b.id}$`));
  await expect(dropdown).toBeHidden();
  await expect(sideA.page.getByTestId('notification-bell-badge')).toHaveCount(0);

  // A likes back through the profile modal: both see the match, neither reloads.
  await sideA.page.getByTestId('profile-modal').getByRole('button', { name: 'לייק', exact: true }).click();
  const momentA = sideA.page.getByTestId('match-moment');
  const momentB = sideB.page.getByTestId('match-moment');
  await expect(momentA.getByRole('heading', { name: 'יש התאמה!' })).toBeVisible();
  await expect(momentB.getByRole('heading', { name: "It's a match!" })).toBeVisible();
  await expect(momentB).toContainText(a.nickname);
  // One moment for A, though both the like's reply and the socket told A's tab.
  await expect(sideA.page.getByTestId('match-moment')).toHaveCount(1);
  await settle(sideB.page);
  await look(sideB.page, 'notifications-match-en-light-1280');
  await momentA.getByRole('button', { name: 'להמשיך לגלוש' }).click();
  await momentB.getByRole('button', { name: 'Keep browsing' }).click();
  // B's bell counts the like-back's match.
  await expect(sideB.page.getByTestId('notification-bell-badge')).toHaveText('1');

  // A's second tab shows the unread match too; mark all read in the first tab clears it there without a reload.
  const secondA = await sideA.context.newPage();
  await secondA.goto('/dashboard');
  await expect(secondA.getByTestId('notification-bell-badge')).toHaveText('1');
  await sideA.page.goto('/dashboard#notifications');
  const panel = sideA.page.getByTestId('notification-panel');
  await expect(panel.getByRole('tab')).toHaveCount(5);
  // Keyboard: the tabs follow the reading direction (RTL: ArrowLeft moves on), then Tab reaches the list.
  await panel.getByRole('tab', { name: 'הכול' }).focus();
  await sideA.page.keyboard.press('ArrowLeft');
  await expect(panel.getByRole('tab', { name: 'שלא נקראו' })).toBeFocused();
  await expect(panel.getByTestId('notification-panel-item')).toHaveCount(1);
  await settle(sideA.page);
  await look(sideA.page, 'notifications-panel-he-dark-1280');
  await panel.getByTestId('notification-panel-mark-all').click();
  await expect(panel.getByTestId('notification-panel-empty')).toBeVisible();
  await expect(secondA.getByTestId('notification-bell-badge')).toHaveCount(0);
  await expect(secondA.getByTestId('notification-bell')).toHaveAccessibleName('התראות');

  await sideA.context.close();
  await sideB.context.close();
});

/**
 * The bell, the like toast, the dropdown (wide screens) and the full page (phones, from the bottom navigation) in
 * en-light and he-dark at 1280 and 375 px: axe finds nothing (screenshots with `pnpm screens`).
 */
test('notification screens: bell, toast, dropdown and full page at 1280 and 375 px', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const liker = await apiLogin(request, DEMO_PREMIUM);
  const member = await strangers(request, liker, [liker.email]);
  for (const mode of [
    { locale: 'en', theme: 'light' },
    { locale: 'he', theme: 'dark' },
  ] as const) {
    for (const width of [1280, 375]) {
      const tag = `${mode.locale}-${mode.theme}-${width}`;
      const side = await signedInContext(browser, member.email, { ...mode, width });
      const up = socketUp(side.page);
      await side.page.goto('/dashboard');
      await up;
      // A like (again: the server merges it into the same item, count + 1) while the page is open.
      await request.delete(`/api/users/${member.id}/like`, { headers: as(liker) });
      expect((await request.post(`/api/users/${member.id}/like`, { headers: as(liker) })).ok()).toBe(true);
      await expect(side.page.getByRole('status').filter({ hasText: liker.nickname }).first()).toBeVisible();
      await settle(side.page);
      await look(side.page, `notifications-toast-${tag}`);
      if (width > 768) {
        await side.page.getByTestId('notification-bell').click();
        await expect(side.page.getByTestId('notification-dropdown')).toBeVisible();
      } else {
        await expect(side.page.getByTestId('notification-bell')).toBeHidden();
        await side.page
          .getByRole('navigation', { name: mode.locale === 'he' ? 'ניווט מהיר' : 'Member navigation' })
          .getByRole('link', { name: mode.locale === 'he' ? 'התראות' : 'Alerts' })
          .click();
        await expect(side.page.getByTestId('notification-page')).toBeVisible();
      }
      await expect(side.page.getByTestId('notification-panel-item').first()).toBeVisible();
      await settle(side.page);
      // The panel has finished appearing (its fade) before the picture.
      await side.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await look(side.page, `notifications-panel-${tag}`);
      await axe(side.page, `notifications ${tag}`);
      await side.context.close();
    }
  }
});
