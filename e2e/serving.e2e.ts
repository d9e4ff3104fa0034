import { expect, test, type Page } from '@playwright/test';

/**
 * The built app as the production server sends it (apps/server/src/web/serve.ts, decision 0042): the visitor
 * routes run under the strict Content-Security-Policy without a single violation (the pre-paint script is
 * allowed by its hash, nothing else inline), scripts arrive brotli-compressed and immutable, and an injected
 * inline script is refused.
 */

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  return consoleViolations;
}

test('visitor routes run under the CSP with no violation; assets are brotli and immutable', async ({ page }) => {
  const consoleViolations = await watchViolations(page);
  const scripts: Promise<{ url: string; encoding?: string; cache?: string }>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) {
      scripts.push(
        response.allHeaders().then((headers) => ({
          url: response.url(),
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
        })),
      );
    }
  });

  const home = await page.goto('/');
  const headers = home!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  // The pre-paint script ran (allowed by its hash): the theme class is set.
  await expect(page.locator('html')).toHaveClass(/kd-theme-(light|dark)/);
  await expect(page.locator('main')).toBeVisible();

  for (const path of ['/login', '/register', '/about', '/dashboard', '/no/such/page', '/?lng=he']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  await page.evaluate(() => document.fonts.ready);

  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(consoleViolations).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  const received = await Promise.all(scripts);
  // The entry is brotli; a chunk under 256 bytes is not worth compressing and comes as it is.
  expect(received.find((s) => /\/assets\/index-[\w-]+\.js$/.test(s.url))?.encoding).toBe('br');
  for (const script of received) {
    expect([undefined, 'br'], script.url).toContain(script.encoding);
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
  }
});

test('member routes run under the CSP with no violation (photos, socket)', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const register = await request.post('/api/auth/register', {
    data: {
      nickname: `csp_${suffix}`,
      email: `csp.${suffix}@example.test`,
      password: 'Secret1!a',
      details: {
        dateOfBirth: '1990-01-02',
        iAm: 'woman',
        location: 'Haifa',
        maritalStatus: 'Single',
        lookingFor: ['men'],
        interests: ['Music'],
      },
    },
  });
  expect(register.status()).toBe(201);
  const { token } = await register.json();
  const consoleViolations = await watchViolations(page);
  // Signed in as the spec keeps it: the access token in local storage (remember me).
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  for (const path of ['/dashboard', '/profile', '/messages', '/settings', '/subscription']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`)); // signed in: not sent to /login
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(consoleViolations).toEqual([]);
});

test('an injected inline script is refused by the CSP', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(await page.evaluate(() => window.__cspViolations.join('\n'))).toMatch(/script-src/);
});
