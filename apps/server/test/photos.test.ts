import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, otherId, registerMember, verify, type Member } from './api';
import { jpegWithGps, upload } from './fixtures';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();

describe.each(kinds)('photos and private access on %s', (kind) => {
  let server: TestServer;
  let owner: Member;
  let viewer: Member;
  let jpeg: Buffer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await registerMember(server);
    viewer = await registerMember(server);
    await verify(server, viewer);
    jpeg = await jpegWithGps();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('uploads a JPEG: re-encoded without EXIF/GPS, random name, first public photo becomes the profile photo', async () => {
    const res = await upload(server, owner, jpeg);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ isPrivate: false, isProfile: true });
    expect(res.body.data.url).toMatch(/^\/uploads\/images\/[A-Za-z0-9_-]{32}\.webp$/);
    const file = await fetch(server.url + res.body.data.url);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('KindredCam');
    expect((await fetch(server.url + res.body.data.thumbnailUrl)).status).toBe(200);
  });

  it.each([
    ['PHP', '<?php echo "x"; ?>'],
    ['HTML', '<html><script>alert(1)</script></html>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ])('a %s file named .jpg is refused with 415', async (_label, content) => {
    const res = await upload(server, owner, Buffer.from(content), { name: 'evil.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, error: 'Please upload an image file.' });
  });

  it('refuses files over 5 MB with 413, and uploads without a token with 401', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(server, owner, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Image size should be less than 5MB');
    expect((await upload(server, null, jpeg)).status).toBe(401);
    const notMultipart = await call(server, 'POST', '/api/users/photos', { token: owner.token, body: {} });
    expect(notMultipart.status).toBe(400);
  });

  it('accepts PNG, WebP and GIF by magic bytes', async () => {
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: '#3c3' } });
    for (const bytes of [
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
    ]) {
      const res = await upload(server, owner, bytes, { name: 'x.bin', type: 'application/octet-stream' });
      expect(res.status).toBe(201);
    }
  });

  it('private photos: locked for strangers, visible after approval, hidden again after revoke', async () => {
    const priv = await upload(server, owner, jpeg, { isPrivate: true });
    expect(priv.status).toBe(201);
    const privId = priv.body.data._id;
    // An absolute URL (docs/product/photos-and-privacy.md names no relative /api/ form) on the origin the request came to.
    expect(priv.body.data.url.startsWith(`${server.url}/api/photos/private/`)).toBe(true);
    const fileName = priv.body.data.url;
    // The owner can fetch it; the public path does not serve it.
    expect((await fetch(priv.body.data.url)).status).toBe(200);

    const stranger = await call(server, 'GET', `/api/users/${owner.id}`, { token: viewer.token });
    const locked = stranger.body.data.photos.find((p: { _id: string }) => p._id === privId);
    expect(locked).toEqual({ _id: privId, isPrivate: true });
    expect(stranger.text).not.toContain('/api/photos/private/');
    expect(stranger.body.data.photoAccessStatus).toBe('none');
    // A URL signed for the owner does not work for another viewer id.
    const forged = fileName.replace(`v=${owner.id}`, `v=${viewer.id}`);
    expect((await fetch(forged)).status).toBe(404);

    const req = await call(server, 'POST', `/api/users/${owner.id}/request-photo-access`, { token: viewer.token });
    expect(req.body).toMatchObject({ success: true, message: 'Access to photos requested' });
    const status = await call(server, 'GET', `/api/users/${owner.id}/photo-access-status`, { token: viewer.token });
    expect(status.body).toMatchObject({ success: true, status: 'pending' });
    const pending = await call(server, 'GET', `/api/users/photos/permissions?status=pending&requestedBy=${viewer.id}`, {
      token: owner.token,
    });
    expect(pending.body.data).toHaveLength(1);
    expect(pending.body.data[0].requestedBy._id).toBe(viewer.id);
    const all = await call(server, 'POST', '/api/users/photos/approve-all', {
      token: owner.token,
      body: { requesterId: viewer.id },
    });
    expect(all.body).toMatchObject({ success: true, approvedCount: 1 });

    const approved = await call(server, 'GET', `/api/users/${owner.id}`, { token: viewer.token });
    const open = approved.body.data.photos.find((p: { _id: string }) => p._id === privId);
    expect(open.url.startsWith(`${server.url}/api/photos/private/`)).toBe(true);
    expect((await fetch(open.url)).status).toBe(200);

    const revoke = await call(server, 'DELETE', `/api/users/${viewer.id}/photo-access`, { token: owner.token });
    expect(revoke.body.success).toBe(true);
    expect((await fetch(open.url)).status).toBe(404);
    const after = await call(server, 'GET', `/api/users/${owner.id}`, { token: viewer.token });
    expect(after.text).not.toContain('/api/photos/private/');
  });

  it('reject, then 7-day wait before asking again; approve and reject per requester; table forms', async () => {
    const asker = await registerMember(server);
    await verify(server, asker);
    await call(server, 'POST', `/api/users/${owner.id}/request-photo-access`, { token: asker.token });
    const rej = await call(server, 'PUT', `/api/users/${asker.id}/reject-photo-access`, { token: owner.token });
    expect(rej.body.success).toBe(true);
    const again = await call(server, 'POST', `/api/users/${owner.id}/request-photo-access`, { token: asker.token });
    expect(again.status).toBe(429);
    await server.app.kindred.database.pool.query(
      "UPDATE photo_access SET updated_at = now() - interval '8 days' WHERE requester_id = $1",
      [asker.id],
    );
    const later = await call(server, 'POST', `/api/users/${owner.id}/request-photo-access`, { token: asker.token });
    expect(later.body.status).toBe('pending');
    const list = await call(server, 'GET', '/api/users/photos/permissions?status=pending', { token: owner.token });
    const item = list.body.data.find((r: { requestedBy: { _id: string } }) => r.requestedBy._id === asker.id);
    const put = await call(server, 'PUT', `/api/photos/permissions/${item._id}`, {
      token: owner.token,
      body: { status: 'approved' },
    });
    expect(put.body).toMatchObject({ success: true, data: { status: 'approved' } });
    // Another member cannot touch this permission.
    expect(
      (
        await call(server, 'PUT', `/api/photos/permissions/${item._id}`, {
          token: asker.token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(server, 'PUT', `/api/users/${asker.id}/approve-photo-access`, { token: owner.token })).body.success,
    ).toBe(true);
    expect(
      (await call(server, 'PUT', `/api/users/${owner.id}/approve-photo-access`, { token: asker.token })).status,
    ).toBe(404);

    // POST /photos/{id}/request on a photo id.
    const third = await registerMember(server);
    await verify(server, third);
    const photos = (await call(server, 'GET', `/api/users/${owner.id}`, { token: third.token })).body.data.photos;
    const r = await call(server, 'POST', `/api/photos/${photos[0]._id}/request`, {
      token: third.token,
      body: { userId: owner.id },
    });
    expect(r.body).toMatchObject({ success: true, status: 'pending' });
  });

  it("access follows core's state machine: revoking a rejection keeps the 7-day wait; rejecting an approval is refused", async () => {
    const asker = await registerMember(server);
    await verify(server, asker);
    const ask = () => call(server, 'POST', `/api/users/${owner.id}/request-photo-access`, { token: asker.token });
    const asOwner = (method: string, path: string) => call(server, method, path, { token: owner.token });
    expect((await ask()).body.status).toBe('pending');
    // A revoke only takes back approved access: the pending request stays to be answered.
    expect((await asOwner('DELETE', `/api/users/${asker.id}/photo-access`)).body.status).toBe('pending');
    expect((await asOwner('PUT', `/api/users/${asker.id}/reject-photo-access`)).status).toBe(200);
    expect((await asOwner('PUT', `/api/users/${asker.id}/reject-photo-access`)).status).toBe(200); // same answer again
    // Revoking a rejection does not let the requester ask again before 7 days.
    expect((await asOwner('DELETE', `/api/users/${asker.id}/photo-access`)).body.status).toBe('rejected');
    expect((await ask()).status).toBe(429);
    // Approving a rejected requester is allowed; rejecting an approved one is not (that is a revoke).
    expect((await asOwner('PUT', `/api/users/${asker.id}/approve-photo-access`)).status).toBe(200);
    const reject = await asOwner('PUT', `/api/users/${asker.id}/reject-photo-access`);
    expect(reject.status).toBe(409);
    expect((await ask()).body).toMatchObject({ status: 'approved', message: 'Access already granted' });
    expect((await asOwner('DELETE', `/api/users/${asker.id}/photo-access`)).body.status).toBe('none');
    expect((await ask()).body.status).toBe('pending');
  });

  it('unverified members cannot request access; blocked members see 404', async () => {
    const unverified = await registerMember(server);
    const res = await call(server, 'POST', `/api/users/${owner.id}/request-photo-access`, { token: unverified.token });
    expect(res.status).toBe(403);
    const blocked = await registerMember(server);
    await verify(server, blocked);
    await call(server, 'POST', `/api/users/${blocked.id}/block`, { token: owner.token });
    expect(
      (await call(server, 'POST', `/api/users/${owner.id}/request-photo-access`, { token: blocked.token })).status,
    ).toBe(404);
    expect(
      (await call(server, 'GET', `/api/users/${owner.id}/photo-access-status`, { token: blocked.token })).status,
    ).toBe(404);
    expect(
      (await call(server, 'POST', '/api/users/photos/approve-all', { token: owner.token, body: { requesterId: 'x' } }))
        .body.error,
    ).toBe('Invalid user ID');
  });

  it('privacy, profile and delete rules; files removed', async () => {
    const m = await registerMember(server);
    const first = (await upload(server, m, jpeg)).body.data;
    const only = await call(server, 'DELETE', `/api/users/photos/${first._id}`, { token: m.token });
    expect(only.status).toBe(400);
    expect(only.body.error).toBe('You cannot delete your only photo');
    const second = (await upload(server, m, jpeg)).body.data;
    expect(second.isProfile).toBe(false);
    const profileDelete = await call(server, 'DELETE', `/api/users/photos/${first._id}`, { token: m.token });
    expect(profileDelete.body.error).toMatch(/cannot delete your profile photo/);
    const cannotHide = await call(server, 'PUT', `/api/users/photos/${first._id}/privacy`, {
      token: m.token,
      body: { isPrivate: true },
    });
    expect(cannotHide.status).toBe(400);
    const hide = await call(server, 'PUT', `/api/users/photos/${second._id}/privacy`, {
      token: m.token,
      body: { isPrivate: true },
    });
    expect(hide.body.data.isPrivate).toBe(true);
    expect((await fetch(server.url + second.url)).status).toBe(404);
    const setProfile = await call(server, 'PUT', `/api/users/photos/${second._id}/profile`, { token: m.token });
    expect(setProfile.body.data).toMatchObject({ isProfile: true, isPrivate: false });
    const del = await call(server, 'DELETE', `/api/users/photos/${first._id}`, { token: m.token });
    expect(del.body.success).toBe(true);
    const name = path.basename(first.url, '.webp');
    const dirs = [
      path.join(server.config.dataDir, 'uploads/images'),
      path.join(server.config.dataDir, 'private/images'),
    ];
    for (const d of dirs) expect(readdirSync(d).some((f) => f.startsWith(name))).toBe(false);
    // Someone else's photo id → 404; malformed → 400.
    expect((await call(server, 'DELETE', `/api/users/photos/${second._id}`, { token: owner.token })).status).toBe(404);
    expect((await call(server, 'DELETE', '/api/users/photos/nope', { token: m.token })).body.error).toBe(
      'Invalid photo ID',
    );
    expect((await call(server, 'PUT', `/api/users/photos/${otherId()}/profile`, { token: m.token })).status).toBe(404);
    expect(
      (await call(server, 'PUT', `/api/users/photos/${second._id}/privacy`, { token: m.token, body: {} })).status,
    ).toBe(400);
    expect(existsSync(path.join(server.config.dataDir, 'uploads/images'))).toBe(true);
  });

  it('public photos: cached a day (not immutable); private takes them off the path; public again means a new name', async () => {
    const m = await registerMember(server);
    const first = (await upload(server, m, jpeg)).body.data;
    const photo = (await upload(server, m, jpeg)).body.data;
    const served = await fetch(server.url + photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await fetch(server.url + photo.thumbnailUrl)).headers.get('cache-control')).toBe('public, max-age=86400');

    const hidden = await call(server, 'PUT', `/api/users/photos/${photo._id}/privacy`, {
      token: m.token,
      body: { isPrivate: true },
    });
    expect(hidden.body.data.url.startsWith(`${server.url}/api/photos/private/`)).toBe(true);
    for (const old of [photo.url, photo.thumbnailUrl]) expect((await fetch(server.url + old)).status).toBe(404);

    const shown = await call(server, 'PUT', `/api/users/photos/${photo._id}/privacy`, {
      token: m.token,
      body: { isPrivate: false },
    });
    expect(shown.body.data.isPrivate).toBe(false);
    expect(shown.body.data.url).toMatch(/^\/uploads\/images\/[A-Za-z0-9_-]{32}\.webp$/);
    expect(shown.body.data.url).not.toBe(photo.url);
    expect(shown.body.data.thumbnailUrl).not.toBe(photo.thumbnailUrl);
    for (const old of [photo.url, photo.thumbnailUrl]) expect((await fetch(server.url + old)).status).toBe(404);
    expect((await fetch(server.url + shown.body.data.url)).status).toBe(200);
    expect((await fetch(server.url + shown.body.data.thumbnailUrl)).status).toBe(200);

    // Private, then chosen as the profile photo (which makes it public): a new name again.
    await call(server, 'PUT', `/api/users/photos/${photo._id}/privacy`, { token: m.token, body: { isPrivate: true } });
    const profile = await call(server, 'PUT', `/api/users/photos/${photo._id}/profile`, { token: m.token });
    expect(profile.body.data).toMatchObject({ isProfile: true, isPrivate: false });
    expect([photo.url, shown.body.data.url]).not.toContain(profile.body.data.url);
    expect((await fetch(server.url + shown.body.data.url)).status).toBe(404);
    expect((await fetch(server.url + profile.body.data.url)).status).toBe(200);
    // The member's view and the files agree: one public file pair per public photo, nothing left behind.
    const me = await call(server, 'GET', '/api/auth/me', { token: m.token });
    const urls = JSON.stringify(me.body.data);
    expect(urls).toContain(profile.body.data.url);
    expect(urls).not.toContain(shown.body.data.url);
    const publicFiles = readdirSync(path.join(server.config.dataDir, 'uploads/images'));
    for (const url of [photo.url, shown.body.data.url]) {
      expect(publicFiles).not.toContain(path.basename(url));
    }
    expect(first.isProfile).toBe(true);
  });

  it('at most 10 photos per member', async () => {
    const m = await registerMember(server);
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#33c' } })
      .png()
      .toBuffer();
    for (let i = 0; i < 10; i++) expect((await upload(server, m, small)).status).toBe(201);
    const eleventh = await upload(server, m, small);
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.error).toBe('You can upload up to 10 photos');
  });

  it('avatars: the profile photo thumbnail, else a generated SVG', async () => {
    const withPhoto = await fetch(`${server.url}/api/avatars/${owner.id}`, { redirect: 'manual' });
    expect(withPhoto.status).toBe(302);
    const none = await fetch(`${server.url}/api/avatars/${viewer.id}`);
    expect(none.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await none.text()).toMatch(/<svg/);
    expect((await fetch(`${server.url}/api/avatars/bad`)).status).toBe(400);
  });
});
