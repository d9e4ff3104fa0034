import { expect, test } from '@playwright/test';

/**
 * The default path after a pause: the e2e server is `npm start`'s entry point on the embedded database with
 * the pool's idle timeout shortened to 2 s (playwright.config.ts), so a pause of a few seconds closes the
 * database connection exactly as a member's 30 s pause does with the default. Every signed-in request must
 * answer as before — the server once answered 500 for ever after its first idle period.
 */
test('a signed-in member keeps being served after the server sat idle', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const email = `idle.${suffix}@example.test`;
  const register = await request.post('/api/auth/register', {
    data: {
      nickname: `idle_${suffix}`,
      email,
      password: 'Secret1!a',
      details: {
        dateOfBirth: '1991-03-04',
        iAm: 'woman',
        location: 'Haifa',
        maritalStatus: 'Single',
        lookingFor: ['men'],
        interests: ['Music'],
      },
    },
  });
  expect(register.status()).toBe(201);
  const { token, user } = await register.json();
  const headers = { authorization: `Bearer ${token}` };

  const signedIn = async () => {
    for (const path of ['/api/auth/me', '/api/users?page=1&limit=5', `/api/users/${user._id}`]) {
      const res = await request.get(path, { headers });
      expect(res.status(), `${path} → ${await res.text()}`).toBe(200);
    }
  };
  await signedIn();
  await page.goto('/');
  for (let pause = 0; pause < 2; pause += 1) {
    await page.waitForTimeout(4_000); // longer than the pool's idle timeout
    await signedIn();
    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    const health = await request.get('/api/health');
    expect((await health.json()).data.database).toEqual({ kind: 'pglite', status: 'ok' });
  }
});
