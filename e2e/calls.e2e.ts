import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { DEMO_FREE, DEMO_PREMIUM, apiLogin, as, findSeeded, settle, signedInContext } from './member-helpers';
import { look } from './screens';

/**
 * Video calls between two browsers (docs/product/calls.md "Calls"; decisions 0024, 0073, 0094) with Chromium's fake camera
 * and microphone. The media stays on this machine: the launch flags allow loopback candidates, and the init script
 * below (the test's, never the product's) empties the ICE servers and drops every candidate not on 127.0.0.1.
 */

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

/** Loopback only: no ICE server, and no candidate that is not on 127.0.0.1 either way. */
async function loopbackOnly(context: BrowserContext) {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const loopback = (candidate: string | undefined | null) => !candidate || / 127\.0\.0\.1 /.test(candidate);
    const strip = (sdp: string | undefined) =>
      sdp
        ?.split('\r\n')
        .filter((line) => !line.startsWith('a=candidate:') || loopback(line))
        .join('\r\n');
    class LoopbackPeerConnection extends Native {
      constructor(config?: RTCConfiguration) {
        super({ ...config, iceServers: [] });
        const add = this.addEventListener.bind(this);
        // Local candidates that are not loopback never reach the product's handler.
        let handler: ((event: RTCPeerConnectionIceEvent) => void) | null = null;
        Object.defineProperty(this, 'onicecandidate', {
          get: () => handler,
          set: (next: ((event: RTCPeerConnectionIceEvent) => void) | null) => {
            handler = next;
          },
        });
        add('icecandidate', (event: RTCPeerConnectionIceEvent) => {
          if (handler && loopback(event.candidate?.candidate)) handler.call(this, event);
        });
      }
      override setConfiguration(config?: RTCConfiguration) {
        super.setConfiguration({ ...config, iceServers: [] });
      }
      override addIceCandidate(candidate?: RTCIceCandidateInit | null) {
        if (candidate && !loopback(candidate.candidate)) return Promise.resolve();
        return super.addIceCandidate(candidate ?? undefined);
      }
      override setRemoteDescription(description: RTCSessionDescriptionInit) {
        return super.setRemoteDescription({ ...description, sdp: strip(description.sdp) });
      }
    }
    window.RTCPeerConnection = LoopbackPeerConnection;
  });
}

/** The other member's video plays on this page: it has a picture, and its time moves on. */
async function playsRemoteVideo(page: Page) {
  const video = page.getByTestId('call-remote-video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(before);
}

/** Resolves once the page's socket is connected (socket.io's connect packet), so a call can ring there. */
function socketUp(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}

const shot = async (page: Page, name: string) => {
  // The call screen's controls fade after 3 s without pointer movement: move it, as a member looking would.
  await page.mouse.move(100 + Math.random() * 50, 200);
  await settle(page);
  await look(page, `calls-${name}`);
};

test('B on the dashboard takes A’s call: both see each other, A hangs up, both see it ended', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const a = await apiLogin(request, DEMO_PREMIUM);
  const b = await findSeeded(
    request,
    { verified: true },
    [DEMO_PREMIUM, DEMO_FREE],
    async (m) => m.accountTier !== 'FREE',
  );
  // A conversation between them already, so B finds it in the list afterwards.
  const hello = await request.post('/api/messages', {
    headers: as(a),
    data: { recipientId: b.id, content: `Free for a call? ${Date.now()}` },
  });
  expect(hello.ok()).toBe(true);
  const sideA = await signedInContext(browser, a.email);
  const sideB = await signedInContext(browser, b.email, { locale: 'he', theme: 'dark' });
  await loopbackOnly(sideA.context);
  await loopbackOnly(sideB.context);
  const { page: pageA } = sideA;
  const { page: pageB } = sideB;
  try {
    const connectedB = socketUp(pageB);
    await pageB.goto('/dashboard');
    await connectedB;
    await pageA.goto(`/user/${b.id}`);
    const callButton = pageA.getByTestId('profile-modal').getByRole('button', { name: 'Video call' });
    await callButton.click({ timeout: 20_000 });
    const overlayA = pageA.getByTestId('call-overlay');
    await expect(overlayA).toHaveAttribute('data-status', /calling|ringing/);

    // B hears it ring on the dashboard (the calls code loads only now) and accepts.
    const banner = pageB.getByTestId('incoming-call');
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner).toContainText(a.nickname);
    // With A's photo as B may see it: the profile photo's thumbnail, loaded.
    const profile = (await (await request.get(`/api/users/${a.id}`, { headers: as(b) })).json()).data;
    const photo = banner.locator('img');
    await expect(photo).toHaveAttribute('src', profile.photos[0].thumbnailUrl);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(pageB, 'incoming-he-dark-1280');
    await pageB.setViewportSize({ width: 375, height: 812 });
    await shot(pageB, 'incoming-he-dark-375');
    await pageB.setViewportSize({ width: 1280, height: 860 });
    await banner.getByRole('button', { name: 'לענות' }).click();

    const overlayB = pageB.getByTestId('call-overlay');
    await expect(overlayA).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
    await expect(overlayB).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
    await playsRemoteVideo(pageA);
    await playsRemoteVideo(pageB);
    await expect(pageB.getByRole('dialog', { name: a.nickname })).toBeVisible();

    await shot(pageA, 'overlay-en-light-1280');
    await shot(pageB, 'overlay-he-dark-1280');
    await pageA.setViewportSize({ width: 375, height: 812 });
    await pageB.setViewportSize({ width: 375, height: 812 });
    await shot(pageA, 'overlay-en-light-375');
    await shot(pageB, 'overlay-he-dark-375');
    await axe(pageA, 'call overlay en-light');
    await axe(pageB, 'call overlay he-dark');

    // Minimised, the call goes on in the active-call banner; back to it.
    await pageA.getByRole('button', { name: 'Minimise' }).click();
    const active = pageA.getByTestId('active-call');
    await expect(active).toBeVisible();
    await shot(pageA, 'active-en-light-375');
    await pageA.setViewportSize({ width: 1280, height: 860 });
    await shot(pageA, 'active-en-light-1280');
    await active.getByRole('button', { name: 'Return to call' }).click();
    await expect(overlayA).toHaveAttribute('data-status', 'connected');

    // A ends it from the keyboard: Escape asks first, then 'End call'.
    await pageA.keyboard.press('Escape');
    const confirm = pageA.getByRole('group', { name: 'End this call?' });
    await expect(confirm.getByRole('button', { name: 'Stay on the call' })).toBeFocused();
    await confirm.getByRole('button', { name: 'End call' }).click();
    await expect(overlayA).toHaveAttribute('data-status', 'ended');
    await expect(overlayA).toContainText('Video call ended.');
    await expect(overlayB).toHaveAttribute('data-status', 'ended');
    await expect(overlayB).toContainText('שיחת הווידאו הסתיימה.');
    await expect(overlayB).toContainText('הצד השני סיים את השיחה.');
    // Escape closes a call that is over, and focus is back on the button that started it.
    await pageA.keyboard.press('Escape');
    await expect(overlayA).toBeHidden();
    await expect(callButton).toBeFocused();

    // The call is a note in both members' conversations.
    await pageA.getByTestId('profile-modal').getByRole('button', { name: 'Message' }).click();
    const noteA = pageA.getByTestId('message-list').getByTestId('message').filter({ hasText: 'Video call ended.' });
    await expect(noteA).toHaveCount(1, { timeout: 15_000 });
    await expect(noteA).toHaveAttribute('data-kind', 'call');
    await expect(overlayB).toBeHidden({ timeout: 10_000 });
    // B is on a phone (375 px): the bottom bar's Messages.
    await pageB.locator('a[href="/messages"]:visible').first().click();
    await pageB.locator(`[data-conversation-id="${a.id}"]`).first().click();
    const noteB = pageB.getByTestId('message-list').getByTestId('message').filter({ hasText: 'שיחת הווידאו הסתיימה.' });
    await expect(noteB).toHaveCount(1, { timeout: 15_000 });
    await expect(noteB).toHaveAttribute('data-kind', 'call');
    // The note is kept on the device: after a reload the conversation still shows it, once.
    await pageB.reload();
    const noteAfterReload = pageB
      .getByTestId('message-list')
      .getByTestId('message')
      .filter({ hasText: 'שיחת הווידאו הסתיימה.' });
    await expect(noteAfterReload).toHaveCount(1, { timeout: 15_000 });
  } finally {
    await sideA.context.close();
    await sideB.context.close();
  }
});

test('a FREE member sees no call button, and a call to a FREE member is declined with the spec’s messages', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const a = await apiLogin(request, DEMO_PREMIUM);
  const free = await apiLogin(request, DEMO_FREE);
  const sideA = await signedInContext(browser, a.email);
  const sideFree = await signedInContext(browser, free.email);
  try {
    // The FREE member: the profile has no call button (docs/product/calls.md).
    const connectedFree = socketUp(sideFree.page);
    await sideFree.page.goto(`/user/${a.id}`);
    await expect(sideFree.page.getByTestId('profile-modal').getByRole('button', { name: 'Message' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(sideFree.page.getByTestId('profile-call')).toHaveCount(0);
    await sideFree.page.getByRole('button', { name: 'Close' }).first().click();
    await connectedFree;

    await sideA.page.goto(`/user/${free.id}`);
    await sideA.page
      .getByTestId('profile-modal')
      .getByRole('button', { name: 'Video call' })
      .click({ timeout: 20_000 });
    const overlay = sideA.page.getByTestId('call-overlay');
    await expect(overlay).toHaveAttribute('data-status', 'error');
    await expect(overlay).toContainText(`${free.nickname} cannot receive video calls yet.`);
    await expect(
      sideFree.page.getByText('Free accounts cannot receive video calls. Upgrade to accept.').first(),
    ).toBeVisible();
    await expect(sideFree.page.getByTestId('incoming-call')).toHaveCount(0);
  } finally {
    await sideA.context.close();
    await sideFree.context.close();
  }
});
