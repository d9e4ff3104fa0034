/**
 * What each route runs around its handler (decision 0230): the cookie plugin only on the session routes and account
 * deletion, the multipart plugin only on the upload routes — and what every route still gets: security headers,
 * nosniff, no-store, the access layer; a multipart body sent elsewhere answers as it did (the route's own
 * validation), the refresh cookie is still read, rotated and cleared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, registerMember, type Member } from './api';
import { startTestServer, type TestServer } from './harness';

describe('hooks around the routes', () => {
  let server: TestServer;
  let member: Member;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    member = await registerMember(server);
  });
  afterAll(async () => server?.close());

  it('browse replies carry the security headers and no-store, and set no cookie', async () => {
    const res = await call(server, 'GET', '/api/users?limit=1', { token: member.token, cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await call(server, 'GET', '/api/users?limit=1')).status).toBe(401);
  });

  it('the browse route runs neither the cookie nor the multipart hooks; the session routes run the cookie hooks', () => {
    const routes = server.app.printRoutes({ includeHooks: true, commonPrefix: false });
    const hooksOf = (path: string, method: string) => {
      const lines = routes.split('\n');
      const at = lines.findIndex((l) => l.trimEnd().endsWith(`${path} (${method})`));
      expect(at, `${method} ${path}`).toBeGreaterThan(-1);
      const end = lines.findIndex((l, i) => i > at && !l.includes('•'));
      return lines.slice(at + 1, end).join('\n');
    };
    const browse = hooksOf('/api/users', 'GET');
    expect(browse).not.toMatch(/fastifyCookie/);
    expect(browse).not.toMatch(/onResponse/); // the multipart plugin's clean-up of files saved to disk
    expect(hooksOf('/api/auth/refresh-token', 'POST')).toMatch(/fastifyCookieHandler/);
  });

  it('a multipart body to a JSON route is refused by that route as before; an upload route reads it', async () => {
    const form = new FormData();
    form.append('email', member.email);
    form.append('password', PASSWORD);
    const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    // A route whose body may be absent, outside the upload scopes, takes a multipart request as one without a
    // body (before, through the plugin's `isMultipart` on every route; a missing check would answer 500).
    const other = await registerMember(server);
    const read = await fetch(`${server.url}/api/messages/${other.id}/read`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(read.status).toBeLessThan(500);
    const upload = new FormData();
    upload.append('photo', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'a.png');
    const photo = await fetch(`${server.url}/api/users/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: upload,
    });
    // Read as multipart and its file refused as no image (415); not read as multipart it would be a 400.
    expect(photo.status).toBe(415);
    expect(await photo.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('the refresh cookie is read and rotated, and account deletion clears it', async () => {
    const refreshed = await call(server, 'POST', '/api/auth/refresh-token', { cookie: member.cookie });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('set-cookie')).toMatch(/kindred_rt=[^;]+;.*Path=\/api\/auth/i);
    const other = await registerMember(server);
    const deleted = await call(server, 'DELETE', '/api/users/account', {
      token: other.token,
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('set-cookie')).toMatch(/kindred_rt=;.*Path=\/api\/auth/i);
  });
});
