import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The server restarts mid-conversation (issue 23; docs/product/README.md socket lifecycle and offline queue, decision 0090): A
 * writes while it is down — the app says the chat is disconnected and keeps the message pending — and once the
 * server is back both screens reconnect, the message is delivered exactly once and B sees it without reloading.
 *
 * The journey restarts a server of its own, not the suite's: `npm start`'s entry point on another loopback port with
 * a fresh data folder (embedded database, no demo seed), stopped with SIGTERM as a deployment restarts it and started
 * again on the same port and folder. Its two members register through the API and verify from its mail outbox.
 */

const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** One `npm start` process on 127.0.0.1:`port` with its own data folder; start, stop (SIGTERM) and start again. */
function ownServer(port: number, dataDir: string) {
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'SMTP_URL']) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    KINDRED_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    RATE_LIMIT_MULTIPLIER: '100',
  });
  let child: ChildProcess | null = null;
  return {
    url,
    async start() {
      const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = started;
      for (let i = 0; i < 600; i++) {
        const ok = await fetch(`${url}/api/health`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) return;
        if (started.exitCode !== null) throw new Error(`the server on ${port} exited with ${started.exitCode}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the server on ${port} did not start`);
    },
    async stop() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await exited;
    },
  };
}

interface Registered {
  id: string;
  email: string;
  nickname: string;
  token: string;
}

/** A woman (a premium tier of her own: she may write), registered and verified from the server's mail outbox. */
async function register(request: APIRequestContext, dataDir: string, name: string): Promise<Registered> {
  const suffix = Date.now().toString(36);
  const email = `${name}.${suffix}@example.test`;
  const res = await request.post('/api/auth/register', {
    data: {
      nickname: `${name}_${suffix}`,
      email,
      password: 'Secret1!a',
      details: {
        dateOfBirth: '1992-05-06',
        iAm: 'woman',
        location: 'Haifa',
        maritalStatus: 'Single',
        lookingFor: ['women'],
        interests: ['Music'],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { token, user } = await res.json();
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = readdirSync(outbox)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; link?: string });
      link = mails.find((m) => m.to === email && m.link?.includes('/verify-email?'))?.link;
      return link;
    })
    .toBeTruthy();
  const verify = await request.post('/api/auth/verify-email', {
    data: { token: new URL(link!).searchParams.get('token') },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return { id: user._id, email, nickname: user.nickname, token };
}

async function signedIn(browser: Browser, baseURL: string, member: Registered, locale: 'en' | 'he') {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
  await context.addInitScript(
    ([token, lng]) => {
      if (!window.sessionStorage.getItem('kd-e2e-init')) {
        window.sessionStorage.setItem('kd-e2e-init', '1');
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('language', lng);
      }
    },
    [member.token, locale] as const,
  );
  return { context, page: await context.newPage() };
}

const bubble = (page: Page, text: string) =>
  page.getByTestId('message-list').getByTestId('message').filter({ hasText: text });
const header = (page: Page) => page.getByTestId('conversation').locator('[data-part="chat-header"]');

test('the server restarts mid-conversation: the app says so, reconnects, and the message written meanwhile arrives once', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = path.join(root, `.test-data/e2e-restart-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = ownServer(port, dataDir);
  const request = await playwright.request.newContext({ baseURL: server.url });
  try {
    await server.start();
    const a = await register(request, dataDir, 'restart_a');
    const b = await register(request, dataDir, 'restart_b');
    const first = await request.post('/api/messages', {
      headers: { authorization: `Bearer ${a.token}` },
      data: { recipientId: b.id, content: 'Before the restart' },
    });
    expect(first.status()).toBe(201);

    const sideA = await signedIn(browser, server.url, a, 'en');
    const sideB = await signedIn(browser, server.url, b, 'he');
    for (const [side, partner] of [
      [sideA, b],
      [sideB, a],
    ] as const) {
      await side.page.goto(`/messages/${partner.id}`);
      await expect(bubble(side.page, 'Before the restart')).toHaveCount(1, { timeout: 20_000 });
      await expect(header(side.page)).not.toHaveAttribute('data-disconnected', 'true');
    }

    // Down: both screens say so; what A writes now waits, pending.
    await server.stop();
    await expect(header(sideA.page)).toHaveAttribute('data-disconnected', 'true');
    await expect(header(sideA.page)).toContainText('Disconnected');
    await expect(
      sideA.page.getByText('Disconnected from chat server. Trying to reconnect...', { exact: true }),
    ).toBeVisible();
    await expect(header(sideB.page)).toHaveAttribute('data-disconnected', 'true');
    const during = `Written while the server restarts ${Date.now()}`;
    const field = sideA.page.getByTestId('conversation').getByRole('textbox');
    await field.fill(during);
    await field.press('Enter');
    await expect(bubble(sideA.page, during)).toHaveAttribute('data-status', 'pending');

    // Back on the same port and data: both reconnect (socket.io's back-off: up to ~30 s), the message goes once.
    await server.start();
    await expect(sideA.page.getByText('Reconnected to chat server', { exact: true })).toBeVisible({ timeout: 45_000 });
    await expect(header(sideA.page)).not.toHaveAttribute('data-disconnected', 'true');
    await expect(bubble(sideA.page, during)).toHaveAttribute('data-status', /^(sent|read)$/, { timeout: 15_000 });
    await expect(bubble(sideB.page, during)).toHaveCount(1, { timeout: 45_000 });
    await expect(header(sideB.page)).not.toHaveAttribute('data-disconnected', 'true');

    // Stored once: the server's history (and a reload of B's screen) hold it one time.
    const history = await request.get(`/api/messages/${a.id}`, { headers: { authorization: `Bearer ${b.token}` } });
    const stored = ((await history.json()).data as { content: string }[]).filter((m) => m.content === during);
    expect(stored).toHaveLength(1);
    await sideB.page.reload();
    await expect(bubble(sideB.page, during)).toHaveCount(1, { timeout: 20_000 });
    await expect(bubble(sideA.page, during)).toHaveCount(1);
    await sideA.context.close();
    await sideB.context.close();
  } finally {
    await request.dispose();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
