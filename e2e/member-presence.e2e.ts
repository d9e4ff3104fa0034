import { expect, test, type WebSocketRoute } from '@playwright/test';
import { DEMO_PREMIUM, apiLogin, as, findSeeded, signedInContext } from './member-helpers';

/**
 * Presence (decision 0023) seen by a contact: A keeps the matches tab open; B's browser opening and closing turns
 * B's dot on and off there, by `userOnline` / `userOffline` alone (the matches tab never reloads its list).
 * Offline comes after the server's grace (10 s). An offline missed while A's connection was dead is right again once
 * A's socket reconnects.
 */
test("A's matches tab shows B online while B's browser is open and offline after it closes", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
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
  // A's socket goes through a relay the journey can black out and then cut, like a network that dies silently.
  let blackout = false;
  let relay: { page: WebSocketRoute; server: WebSocketRoute } | null = null;
  let connectedA!: () => void;
  const socketA = new Promise<void>((resolve) => (connectedA = resolve));
  await sideA.page.routeWebSocket(/\/socket\.io\//, (page) => {
    const server = page.connectToServer();
    page.onMessage((m) => {
      if (blackout) return;
      // A new session each time, as after socket.io's recovery window (2 min) or a restarted server: the events
      // lost in the blackout are not replayed (socket.io's connect packet loses its session id and offset).
      const text = String(m);
      if (!text.startsWith('40{')) return server.send(m);
      const { pid: _pid, offset: _offset, ...auth } = JSON.parse(text.slice(2)) as Record<string, unknown>;
      server.send(`40${JSON.stringify(auth)}`);
    });
    server.onMessage((m) => {
      if (blackout) return;
      page.send(m);
      // socket.io's connect packet: A's socket is up.
      if (String(m).startsWith('40')) connectedA();
    });
    relay = { page, server };
  });
  // A's own socket is up before B moves, so the events reach A.
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

  // A's connection dies silently while B leaves: B's userOffline is lost on the way. When A's socket is cut and
  // reconnects in a new session, A's tab drops what it heard and reloads the list (decision 0061): B shows offline.
  blackout = true;
  await sideB.context.close();
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/users/matches', { headers: as(a) })).json()).data;
        return (list as { _id: string; isOnline?: boolean }[]).find((m) => m._id === b.id)?.isOnline;
      },
      { timeout: 25_000 },
    )
    .toBe(false);
  await expect(card).toHaveAttribute('data-online', 'true');
  const cut = relay!;
  blackout = false;
  await cut.server.close();
  await cut.page.close();
  await expect(card).toHaveAttribute('data-online', 'false', { timeout: 20_000 });

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
