import { expect, test } from '@playwright/test';
import { DEMO_FREE, as, findSeeded, settle, signedInContext } from './member-helpers';
import { look } from './screens';

test.describe.configure({ mode: 'serial' });

test('in Hebrew: A likes B, B likes A back — B sees the match moment, both find each other in matches', async ({
  browser,
  request,
}) => {
  const a = await signedInContext(browser, DEMO_FREE, { locale: 'he' });
  // B has not liked A yet (the seed gives the demo logins some admirers).
  const bMember = await findSeeded(request, { tier: 'FEMALE' }, [], async (m) => {
    const res = await request.get(`/api/users/${a.member.id}`, { headers: as(m) });
    return res.ok() && (await res.json()).data.isLiked === false;
  });
  const b = await signedInContext(browser, bMember.email, { locale: 'he' });

  await a.page.goto(`/user/${bMember.id}`);
  const modalA = a.page.getByTestId('profile-modal');
  await modalA.getByRole('button', { name: 'לייק' }).click();
  await expect(modalA.getByRole('button', { name: 'עשית לייק' })).toHaveAttribute('aria-pressed', 'true');

  // Before liking back, B finds A under "Liked you" in the dashboard's likes.
  await b.page.goto('/dashboard');
  await b.page.getByRole('radio', { name: 'לייקים' }).click();
  await expect(b.page.getByRole('heading', { name: 'עשו לך לייק' })).toBeVisible();
  await expect(b.page.getByTestId('liked-me-list').locator(`li[data-member-id="${a.member.id}"]`)).toBeVisible();

  await b.page.goto(`/user/${a.member.id}`);
  await b.page.getByTestId('profile-modal').getByRole('button', { name: 'לייק' }).click();
  const moment = b.page.getByTestId('match-moment');
  await expect(moment.getByRole('heading', { name: 'יש התאמה!' })).toBeVisible();
  await settle(b.page);
  await look(b.page, 'journey-match-he-light-1280');
  await moment.getByRole('button', { name: 'להמשיך לגלוש' }).click();

  for (const [side, other] of [
    [a, bMember.id],
    [b, a.member.id],
  ] as const) {
    await side.page.goto('/dashboard');
    await side.page.getByRole('radio', { name: 'ההתאמות שלך' }).click();
    const card = side.page.getByTestId('matches-list').locator(`li[data-member-id="${other}"]`);
    await expect(card).toBeVisible();
    // A match is a like both ways: its heart is filled. With no filter column the list takes the page's width.
    await expect(card.locator('button[aria-pressed]')).toHaveAttribute('aria-pressed', 'true');
    expect((await side.page.getByTestId('matches-list').boundingBox())!.width).toBeGreaterThan(600);
  }
  await a.context.close();
  await b.context.close();
});

test("a FREE member's fourth like of the day is refused with the spec's message and the heart rolls back", async ({
  browser,
  request,
}) => {
  const { context, page, member } = await signedInContext(browser, DEMO_FREE);
  // Use up today's allowance through the API (the Hebrew journey above already used one).
  const targets: string[] = [];
  for (let i = 0; i < 4; i++) {
    const other = await findSeeded(
      request,
      { tier: 'FEMALE' },
      targets.map((t) => t.split('|')[0]!),
    );
    targets.push(`${other.email}|${other.id}`);
  }
  const ids = targets.map((t) => t.split('|')[1]!);
  for (const id of ids) {
    const res = await context.request.post(`/api/users/${id}/like`, { headers: as(member) });
    if (res.status() === 403) break;
  }
  const status = await (await context.request.get('/api/subscription/status', { headers: as(member) })).json();
  expect(status.data.dailyLikesRemaining).toBe(0);

  await page.goto('/dashboard');
  await expect(page.getByTestId('likes-left')).toContainText('Likes left today: 0');
  await expect(page.getByTestId('likes-left').getByRole('link', { name: 'See Premium' })).toBeVisible();
  const card = page
    .getByTestId('browse-list')
    .locator('li[data-member-id]')
    .filter({
      has: page.locator('button[aria-pressed="false"]'),
    });
  const like = card.first().locator('button[aria-pressed]');
  await like.click();
  // The refusal is told in the spec's words (a toast), not as a generic failure.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'You have used all your daily likes' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('likes-left')).toContainText('Likes left today: 0');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await context.close();
});
