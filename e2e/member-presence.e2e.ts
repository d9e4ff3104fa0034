import { expect, test } from '@playwright/test';
import { DEMO_PREMIUM, apiLogin, as, findSeeded, signedInContext } from './member-helpers';

/**
 * Presence (decision 0023) seen by a contact: A keeps the matches tab open; B's browser opening and closing turns
 * B's dot on and off there, by `userOnline` / `userOffline` alone (the matches tab never reloads its list).
 * Offline comes after the server's grace (10 s).
 */
test("A's matches tab shows B online while B's browser is open and offline after it closes", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const a = await apiLogin(request, DEMO_PREMIUM);
  const matches = await request.get('/api/users/matches', { headers: as(a) });
  expect(matches.ok()).toBe(true);
  const matchedIds = new Set(((await matches.json()).data as { _id: string }[]).map((m) => m._id));
  const b = await findSeeded(request, {}, [], async (m) => matchedIds.has(m.id));
  // B shows their status (a seeded member may hide it).
  const settings = (await (await request.get('/api/users/settings', { headers: as(b) })).json()).data;
  const put = await request.put('/api/users/settings', {
    headers: as(b),
    data: { ...settings, privacy: { ...settings.privacy, showOnlineStatus: true } },
  });
  expect(put.ok()).toBe(true);

  const sideA = await signedInContext(browser, a.email);
  // A's own socket is up (socket.io's connect packet) before B moves, so the events reach A.
  const socketA = sideA.page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));
  await sideA.page.goto('/dashboard');
  await socketA;
  await sideA.page.getByRole('radio', { name: 'Your matches' }).click();
  const card = sideA.page
    .getByTestId('matches-list')
    .locator(`li[data-member-id="${b.id}"] [data-testid="member-card"]`);
  await expect(card).toBeVisible();

  // B opens the app: online on A's tab.
  let sideB = await signedInContext(browser, b.email);
  await sideB.page.goto('/dashboard');
  await expect(card).toHaveAttribute('data-online', 'true', { timeout: 15_000 });
  await expect(card.getByText('Online now')).toBeVisible();

  // B closes the browser: offline after the grace.
  await sideB.context.close();
  await expect(card).toHaveAttribute('data-online', 'false', { timeout: 25_000 });

  // B comes back: online again, without A reloading.
  sideB = await signedInContext(browser, b.email);
  await sideB.page.goto('/dashboard');
  await expect(card).toHaveAttribute('data-online', 'true', { timeout: 15_000 });

  // B hides their status in settings: A sees B offline at once (no grace).
  await sideB.page.goto('/settings');
  await sideB.page.getByRole('tab', { name: 'Privacy' }).click();
  await sideB.page.getByTestId('privacy-showOnlineStatus').click();
  await sideB.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(sideB.page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expect(card).toHaveAttribute('data-online', 'false', { timeout: 5_000 });

  await sideB.context.close();
  await sideA.context.close();
});
