import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO_FREE, DEMO_PREMIUM, findSeeded, settle, signedInContext } from './member-helpers';
import { look } from './screens';

test.describe.configure({ mode: 'serial' });

const snapshots = path.resolve(import.meta.dirname, '../.storybook/__image_snapshots__');
const samplePng = path.join(
  snapshots,
  readdirSync(snapshots).find((f) => f.startsWith('components-membercard--grid--en-light'))!,
);

test('private photos: A asks, B approves from the banner, A sees them, B revokes, A sees them locked', async ({
  browser,
}) => {
  const a = await signedInContext(browser, DEMO_FREE);
  const b = await signedInContext(browser, DEMO_PREMIUM);

  await a.page.goto(`/user/${b.member.id}`);
  const modalA = a.page.getByTestId('profile-modal');
  // The profile photo comes first; the private one is the last (the demo logins have 2–4 public photos).
  const dots = modalA.getByRole('button', { name: /^Show photo \d+$/ });
  await expect(dots.first()).toBeVisible();
  const total = await dots.count();
  const showPrivate = `Show photo ${total}`;
  await modalA.getByRole('button', { name: showPrivate }).click();
  await expect(modalA.getByText('Private photo')).toBeVisible();
  await modalA.getByRole('button', { name: 'Request access' }).click();
  await expect(modalA.getByText('Request access pending')).toBeVisible();

  await b.page.goto(`/user/${a.member.id}`);
  const banner = b.page.getByTestId('photo-access-banner');
  await expect(banner).toContainText(a.member.nickname);
  await banner.getByRole('button', { name: 'Approve' }).click();
  await expect(banner).toBeHidden();

  await a.page.reload();
  await modalA.getByRole('button', { name: showPrivate }).click();
  const privateImage = modalA.getByRole('group', { name: `Photo ${total} of ${total}` }).locator('img');
  await expect(privateImage).toBeVisible();
  // Its bytes arrive (an absolute URL of the authorised endpoint, allowed by the page's CSP).
  await expect.poll(() => privateImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(modalA.getByText('Private photo')).toHaveCount(0);

  await b.page.goto('/settings?tab=privacy');
  const approved = b.page.getByTestId('approved-access').locator('li').filter({ hasText: a.member.nickname });
  await approved.getByRole('button', { name: 'Revoke' }).click();
  await expect(approved).toHaveCount(0);

  await a.page.reload();
  await modalA.getByRole('button', { name: showPrivate }).click();
  await expect(modalA.getByText('Private photo')).toBeVisible();
  await a.context.close();
  await b.context.close();
});

test('my photos: upload with progress, make it private, choose another profile photo, delete one', async ({
  browser,
  request,
}) => {
  // A seeded member of this journey's own (2–4 public photos): the demo logins' photos stay as the seed made them
  // for the journeys that show them, and a retry starts from a member nothing has changed.
  const owner = await findSeeded(request, { tier: 'FEMALE' });
  const { context, page } = await signedInContext(browser, owner.email);
  await page.goto('/profile');
  const manager = page.getByTestId('photo-manager');
  const tiles = manager.getByTestId('managed-photo');
  await expect(tiles.first()).toBeVisible();
  const before = await tiles.count();

  await manager.getByTestId('photo-input').setInputFiles(samplePng);
  await expect(tiles).toHaveCount(before + 1);
  await expect(tiles.last()).toHaveAttribute('data-uploading', 'false', { timeout: 20_000 });

  // Make the new photo private.
  await tiles.last().getByRole('button', { name: 'Photo actions' }).click();
  await page.getByRole('menuitem', { name: 'Make private' }).click();
  await expect(tiles.last()).toHaveAttribute('data-private', 'true');

  // Another public photo becomes the profile photo.
  const candidates = manager.locator('[data-testid="managed-photo"][data-private="false"][data-profile="false"]');
  if ((await candidates.count()) === 0) {
    await tiles.last().getByRole('button', { name: 'Photo actions' }).click();
    await page.getByRole('menuitem', { name: 'Make public' }).click();
    await expect(tiles.last()).toHaveAttribute('data-private', 'false');
  }
  const next = manager.locator('[data-testid="managed-photo"][data-private="false"][data-profile="false"]').first();
  await next.getByRole('button', { name: 'Photo actions' }).click();
  await page.getByRole('menuitem', { name: 'Set as profile photo' }).click();
  await expect(manager.locator('[data-testid="managed-photo"][data-profile="true"]')).toHaveCount(1);
  await page.reload();
  await expect(manager.locator('[data-testid="managed-photo"][data-profile="true"]')).toHaveCount(1);

  // Delete a photo that is not the profile photo.
  const count = await tiles.count();
  const deletable = manager.locator('[data-testid="managed-photo"][data-profile="false"]').last();
  await deletable.getByRole('button', { name: 'Photo actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete photo' }).click();
  await expect(tiles).toHaveCount(count - 1);
  await page.reload();
  await expect(tiles).toHaveCount(count - 1);
  await settle(page);
  await look(page, 'journey-my-profile-en-light-1280', { fullPage: true });
  await context.close();
});
