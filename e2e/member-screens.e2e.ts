import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { DEMO_PREMIUM, apiLogin, findSeeded, settle, signedInContext } from './member-helpers';
import { look, widthsOf } from './screens';

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

const modes = [
  { locale: 'en', theme: 'light' },
  { locale: 'en', theme: 'dark' },
  { locale: 'he', theme: 'light' },
  { locale: 'he', theme: 'dark' },
] as const;

test('member screens in en/he × light/dark at 375 and 1280 px: axe finds nothing (screenshots with pnpm screens)', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const other = await findSeeded(request, { tier: 'FEMALE' });
  void (await apiLogin(request, DEMO_PREMIUM));
  for (const [index, mode] of modes.entries()) {
    for (const width of widthsOf(index)) {
      const { context, page } = await signedInContext(browser, DEMO_PREMIUM, { ...mode, width });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const tag = `${mode.locale}-${mode.theme}-${width}`;
      const shots: [string, string, () => Promise<void>][] = [
        ['dashboard', '/dashboard', () => expect(page.locator('li[data-member-id]').first()).toBeVisible()],
        [
          'profile',
          `/user/${other.id}`,
          () => expect(page.getByTestId('profile-modal').locator('h2').first()).toBeVisible(),
        ],
        ['my-profile', '/profile', () => expect(page.getByTestId('photo-manager')).toBeVisible()],
        ['settings', '/settings', () => expect(page.getByTestId('notify-likes')).toBeVisible()],
        ['subscription', '/subscription', () => expect(page.getByTestId('premium-status')).toBeVisible()],
      ];
      for (const [name, url, ready] of shots) {
        await page.goto(url);
        await ready();
        await page.waitForTimeout(300);
        await settle(page);
        await look(page, `${name}-${tag}`, { fullPage: name !== 'profile' });
        await axe(page, `${name} ${tag}`);
      }
      await context.close();
    }
  }
});
