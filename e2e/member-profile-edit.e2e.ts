import { expect, test } from '@playwright/test';
import { apiLogin, findSeeded, signedInContext } from './member-helpers';

test('my profile: every section edits, the rules show under the fields, and the edits survive a reload', async ({
  browser,
  request,
}) => {
  const member = await findSeeded(request, { tier: 'FREE' }, ['demo002@kindred.local', 'demo003@kindred.local']);
  const { context, page } = await signedInContext(browser, member.email);
  await page.goto('/profile');

  // Basics: the spec's field rules appear under the fields (not as a toast) and nothing is sent.
  const basics = page.getByTestId('section-basics');
  await basics.getByRole('button', { name: 'Edit' }).click();
  await basics.getByLabel('Nickname').fill('ab');
  await basics.getByLabel('Age').fill('17');
  await basics.getByRole('button', { name: 'Save' }).click();
  await expect(basics.getByText('Nickname must be at least 3 characters')).toBeVisible();
  await expect(basics.getByText('You must be at least 18 years old')).toBeVisible();
  const nickname = `Edited_${Date.now().toString(36)}`;
  await basics.getByLabel('Nickname').fill(nickname);
  await basics.getByLabel('Age').fill('41');
  await basics.getByRole('combobox', { name: 'Location' }).fill('Haif');
  await page.getByRole('option', { name: 'Haifa' }).click();
  await basics.getByRole('combobox', { name: 'Relationship status' }).click();
  await page.getByRole('option', { name: "It's complicated" }).click();
  await basics.getByRole('button', { name: 'Save' }).click();
  await expect(basics.getByRole('button', { name: 'Edit' })).toBeVisible();

  const about = page.getByTestId('section-about');
  await about.getByRole('button', { name: 'Edit' }).click();
  await about.getByLabel('Bio').fill('Sea swims at dawn, then shakshuka.');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByRole('button', { name: 'Edit' })).toBeVisible();

  // The tag sections: clear, then choose, in each.
  const choose = async (testId: string, labels: string[]) => {
    const section = page.getByTestId(testId);
    await section.getByRole('button', { name: 'Edit' }).click();
    const pressed = section.locator('button[aria-pressed="true"]');
    while ((await pressed.count()) > 0) await pressed.first().click();
    for (const label of labels) await section.getByRole('button', { name: label, exact: true }).click();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('button', { name: 'Edit' })).toBeVisible();
  };
  await choose('section-interests', ['Travel', 'Cooking']);
  await choose('section-lookingFor', ['Couples']);
  await choose('section-intoTags', ['Dancing', 'Massage']);
  await choose('section-turnOns', ['Good listener']);

  await page.reload();
  await expect(basics).toContainText(nickname);
  await expect(basics).toContainText('41');
  await expect(basics).toContainText('Haifa');
  await expect(basics).toContainText("It's complicated");
  await expect(page.getByTestId('section-about')).toContainText('Sea swims at dawn, then shakshuka.');
  await expect(page.getByTestId('section-interests').getByRole('listitem')).toHaveText(['Travel', 'Cooking']);
  await expect(page.getByTestId('section-lookingFor').getByRole('listitem')).toHaveText(['Couples']);
  await expect(page.getByTestId('section-intoTags').getByRole('listitem')).toHaveText(['Dancing', 'Massage']);
  await expect(page.getByTestId('section-turnOns').getByRole('listitem')).toHaveText(['Good listener']);
  // Stored as the server keeps them: the listed city under its own name, the options by their keys.
  const me = await (
    await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${(await apiLogin(request, member.email)).token}` },
    })
  ).json();
  expect(me.data.details).toMatchObject({
    location: 'Haifa',
    age: 41,
    maritalStatus: "It's complicated",
    interests: ['Travel', 'Cooking'],
    lookingFor: ['couples'],
    intoTags: ['dancing', 'massage'],
    turnOns: ['good_listener'],
  });
  await context.close();
});

test('the privacy tab (the photo-request notification opens it) approves a request I received', async ({
  browser,
  request,
}) => {
  const owner = await findSeeded(request, { tier: 'FREE' }, ['demo002@kindred.local', 'demo003@kindred.local']);
  const asker = await findSeeded(
    request,
    { verified: true },
    [owner.email, 'demo002@kindred.local'],
    async (m) => m.id !== owner.id,
  );
  const asked = await request.post(`/api/users/${owner.id}/request-photo-access`, {
    headers: { authorization: `Bearer ${asker.token}` },
  });
  expect(asked.ok()).toBe(true);

  const { context, page } = await signedInContext(browser, owner.email);
  await page.goto('/settings?tab=privacy');
  await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId('photo-request').filter({ hasText: asker.nickname });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Approve ${asker.nickname}` }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('approved-access')).toContainText(asker.nickname);

  const status = await request.get(`/api/users/${owner.id}/photo-access-status`, {
    headers: { authorization: `Bearer ${asker.token}` },
  });
  expect((await status.json()).data.status).toBe('approved');
  await context.close();
});
