/**
 * Malformed input is refused at the schema with 400 and the field's message, never a 5xx (decisions: API
 * conventions): NUL bytes, lone surrogates, huge strings, forged browse cursors, router-level errors. Errors
 * carry a `messageKey` for the web's translations; auth replies and the export are never cached; page views
 * count per route of the route table.
 */
import { createHmac } from 'node:crypto';
import { connect } from 'node:net';
import { messageKeyOf } from '@kindred/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registration, registerMember, verify, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();

const NUL = 'a\u0000b';
const LONE = '\ud800';
const HUGE = 'x'.repeat(300 * 1024);
const cursorOf = (tuple: unknown[]) => Buffer.from(JSON.stringify(tuple)).toString('base64url');

describe.each(kinds)('malformed input on %s', (kind) => {
  let server: TestServer;
  let member: Member;
  let other: Member;
  beforeAll(async () => {
    server = await startTestServer(kind);
    member = await registerMember(server);
    other = await registerMember(server);
    await verify(server, member);
    for (let i = 0; i < 3; i++) await registerMember(server);
  });
  afterAll(async () => server?.close());

  const expect400 = async (
    method: string,
    path: string,
    body: unknown,
    error: string,
    messageKey?: string,
    token?: string,
  ) => {
    const res = await call(server, method, path, { body, token });
    expect(res.status, `${method} ${path} → ${res.text.slice(0, 300)}`).toBe(400);
    expect(res.body).toMatchObject({ success: false, error, code: 'VALIDATION_ERROR' });
    if (messageKey) expect(res.body.messageKey).toBe(messageKey);
  };

  describe('NUL bytes', () => {
    it('login email', async () => {
      await expect400(
        'POST',
        '/api/auth/login',
        { email: 'a\u0000@b.co', password: 'Secret1!a' },
        'Please enter a valid email address',
        'validation:emailInvalid',
      );
    });
    it('forgot-password answers as for any unknown address', async () => {
      const res = await call(server, 'POST', '/api/auth/forgot-password', { body: { email: 'a\u0000@b.co' } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
    });
    it('page view path', async () => {
      const res = await call(server, 'POST', '/api/analytics/pageview', { body: { path: '/\u0000' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });
    it('register location and bio', async () => {
      await expect400(
        'POST',
        '/api/auth/register',
        registration({ details: { location: `Tel${NUL}Aviv` } }),
        'Please enter a valid location',
        'validation:locationInvalid',
      );
      await expect400(
        'POST',
        '/api/auth/register',
        registration({ details: { bio: NUL } }),
        'Bio contains characters that are not allowed',
        'validation:bioInvalid',
      );
    });
    it('profile bio and location', async () => {
      await expect400(
        'PUT',
        '/api/users/profile',
        { details: { bio: NUL } },
        'Bio contains characters that are not allowed',
        'validation:bioInvalid',
        member.token,
      );
      await expect400(
        'PUT',
        '/api/users/profile',
        { details: { location: `Tel${NUL}Aviv` } },
        'Please enter a valid location',
        'validation:locationInvalid',
        member.token,
      );
    });
    it('report reason', async () => {
      await expect400(
        'POST',
        `/api/users/${other.id}/report`,
        { reason: `spam${NUL}` },
        'Reason contains characters that are not allowed',
        'validation:reportReasonInvalid',
        member.token,
      );
    });
  });

  describe('lone surrogates', () => {
    it('profile bio (rejected by jsonb)', async () => {
      const res = await call(server, 'PUT', '/api/users/profile', {
        token: member.token,
        raw: '{"details":{"bio":"\\ud800"}}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'Bio contains characters that are not allowed',
        code: 'VALIDATION_ERROR',
      });
    });
    it('register bio, location and nickname; report reason', async () => {
      await expect400(
        'POST',
        '/api/auth/register',
        registration({ details: { bio: `x${LONE}` } }),
        'Bio contains characters that are not allowed',
      );
      await expect400(
        'POST',
        '/api/auth/register',
        registration({ details: { location: `Haifa${LONE}` } }),
        'Please enter a valid location',
      );
      await expect400(
        'POST',
        '/api/auth/register',
        registration({ nickname: `abc${LONE}` }),
        'Nickname can only contain letters, numbers, and underscores',
      );
      await expect400(
        'POST',
        `/api/users/${other.id}/report`,
        { reason: `\udc00spam` },
        'Reason contains characters that are not allowed',
        undefined,
        member.token,
      );
    });
    it('a well-formed pair (emoji) is fine', async () => {
      const res = await call(server, 'PUT', '/api/users/profile', {
        token: member.token,
        body: { details: { bio: 'hello 😀' } },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.details.bio).toBe('hello 😀');
    });
  });

  describe('huge strings', () => {
    it('a 300 KB email on register and login', async () => {
      const email = `${HUGE}@example.test`;
      await expect400(
        'POST',
        '/api/auth/register',
        registration({ email }),
        'Please enter a valid email address',
        'validation:emailInvalid',
      );
      await expect400(
        'POST',
        '/api/auth/login',
        { email, password: 'Secret1!a' },
        'Please enter a valid email address',
      );
    });
    it('a 300 KB bio, location, reason and page path', async () => {
      await expect400(
        'PUT',
        '/api/users/profile',
        { details: { bio: HUGE } },
        'Bio cannot exceed 500 characters',
        'validation:bioTooLong',
        member.token,
      );
      await expect400(
        'POST',
        '/api/auth/register',
        registration({ details: { location: HUGE } }),
        'Location cannot exceed 100 characters',
      );
      await expect400(
        'POST',
        `/api/users/${other.id}/report`,
        { reason: HUGE },
        'Reason cannot exceed 500 characters',
        undefined,
        member.token,
      );
      const res = await call(server, 'POST', '/api/analytics/pageview', { body: { path: `/${HUGE}` } });
      expect(res.status).toBe(400);
    });
  });

  describe('browse cursors', () => {
    const browse = (cursor: string) =>
      call(server, 'GET', `/api/users?limit=1&cursor=${encodeURIComponent(cursor)}`, { token: member.token });

    it.each([
      ['a string as the online flag', [true, '1', '0123456789abcdef01234567']],
      ['a date that is not in the calendar', [true, '2020-02-30T00:00:00Z', '0123456789abcdef01234567']],
      ['a date out of range', [true, '+275760-09-13T00:00:00.000Z', '0123456789abcdef01234567']],
      ['a well-formed position', [true, '2020-01-01T00:00:00.000000Z', '0123456789abcdef01234567']],
    ])('a forged cursor (%s) is refused with 400', async (_name, tuple) => {
      const res = await browse(cursorOf(tuple));
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'Invalid cursor', code: 'VALIDATION_ERROR' });
    });

    it('a cursor carrying its own total is refused, never echoed', async () => {
      const res = await browse(cursorOf([false, '2020-01-01T00:00:00.000000Z', '0123456789abcdef01234567', 1e300]));
      expect(res.status).toBe(400);
      expect(res.text).not.toContain('1e+300');
    });

    it('a cursor signed with another secret is refused', async () => {
      const payload = cursorOf([false, '2020-01-01T00:00:00.000000Z', '0123456789abcdef01234567', 3]);
      const mac = createHmac('sha256', 'not-the-server-secret').update(payload).digest('base64url').slice(0, 22);
      expect((await browse(`${payload}.${mac}`)).status).toBe(400);
    });

    it("the server's own cursor pages on with the same total; any change to it is refused", async () => {
      const first = await call(server, 'GET', '/api/users?limit=1', { token: member.token });
      expect(first.status).toBe(200);
      const cursor = first.body.nextCursor as string;
      expect(cursor).toBeTruthy();
      const next = await browse(cursor);
      expect(next.status).toBe(200);
      expect(next.body.totalCount).toBe(first.body.totalCount);
      expect(next.body.data[0]._id).not.toBe(first.body.data[0]._id);
      const flipped = `${cursor.slice(0, 5)}${cursor[5] === 'A' ? 'B' : 'A'}${cursor.slice(6)}`;
      expect((await browse(flipped)).status).toBe(400);
      // Another viewer cannot replay it either: its total was counted for its own viewer.
      const replay = await call(server, 'GET', `/api/users?limit=1&cursor=${cursor}`, { token: other.token });
      expect(replay.status).toBe(400);
      // Nor with another filter.
      const filtered = await call(server, 'GET', `/api/users?limit=1&withPhotos=true&cursor=${cursor}`, {
        token: member.token,
      });
      expect(filtered.status).toBe(400);
    });
  });

  describe('router-level errors use the API envelope and do not echo the path', () => {
    it('an over-long id is an invalid id; past the router’s limit, 414', async () => {
      for (const path of ['/api/users/', '/api/stories/', '/api/messages/']) {
        const res = await call(server, 'GET', `${path}${'a'.repeat(5000)}`, { token: member.token });
        expect(res.status, path).toBe(400);
        expect(res.body.error, path).toMatch(/^Invalid (user|story) ID$/);
      }
      const long = 'a'.repeat(8193);
      const res = await call(server, 'GET', `/api/users/${long}`, { token: member.token });
      expect(res.status).toBe(414);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(typeof res.body.error).toBe('string');
      expect(res.text).not.toContain(long);
    });
    it('400 for a bad percent-encoding', async () => {
      const res = await call(server, 'GET', '/api/users/%E0%A4%A', { token: member.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.text).not.toContain('%E0%A4%A');
      expect(res.text).not.toContain('/api/users');
    });
  });

  describe("Node's HTTP parser errors use the API envelope (raw sockets)", () => {
    /** Writes raw bytes to the server and reads everything until it closes the connection. */
    const raw = (bytes: string) =>
      new Promise<{ status: number; body: { success?: boolean; code?: string; error?: string } | null; text: string }>(
        (resolve, reject) => {
          const { port } = new URL(server.url);
          const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes));
          let text = '';
          socket.setEncoding('utf8');
          socket.on('data', (chunk) => (text += chunk));
          socket.on('error', reject);
          socket.on('close', () => {
            const [head = '', body = ''] = text.split('\r\n\r\n');
            let parsed: { success?: boolean; code?: string; error?: string } | null = null;
            try {
              parsed = JSON.parse(body);
            } catch {
              /* not JSON */
            }
            resolve({ status: Number(head.split(' ')[1]), body: parsed, text });
          });
        },
      );
    it.each([
      ['a malformed header line', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400],
      [
        'Transfer-Encoding with Content-Length',
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        400,
      ],
      ['an unknown method', 'BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['a 100 KB address', `GET /api/users/${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      ['a 20 KB header', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20 * 1024)}\r\n\r\n`, 431],
    ] as const)('%s → %s in the envelope, nothing echoed', async (_name, bytes, status) => {
      const res = await raw(bytes);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(messageKeyOf(String(res.body?.error))).not.toBeNull();
      expect(res.text).not.toMatch(/aaaaaaaa|bbbbbbbb|BREW|Bad Header/);
    });
  });

  describe('error envelope messageKey', () => {
    it.each([
      [
        'POST',
        '/api/auth/login',
        { email: 'nobody@example.test', password: 'Secret1!a' },
        401,
        'core:errors.loginFailed',
      ],
      ['POST', '/api/auth/register', registration({ email: '' }), 400, 'validation:emailRequired'],
      ['POST', '/api/subscription/upgrade', { plan: 'weekly' }, 400, 'validation:subscriptionPlanInvalid'],
      ['GET', '/api/users/nope', undefined, 400, 'validation:invalidUserId'],
      ['GET', '/api/users/0123456789abcdef01234567', undefined, 404, 'core:errors.userNotFound'],
      ['GET', '/api/auth/me', undefined, 401, 'core:errors.authRequired'],
    ] as const)('%s %s → %s with its catalogue key', async (method, path, body, status, key) => {
      const token = path === '/api/auth/me' ? undefined : member.token;
      const res = await call(server, method, path, { body, token });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, messageKey: key });
      expect(typeof res.body.error).toBe('string');
    });
    it('the not-found handler too', async () => {
      const res = await call(server, 'GET', '/api/nothing-here', { token: member.token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: 'Not found', messageKey: 'core:errors.notFound' });
    });
  });

  describe('Cache-Control', () => {
    it('no-store on every /api/auth reply, the export and authenticated replies', async () => {
      const replies = await Promise.all([
        call(server, 'POST', '/api/auth/login', { body: { email: member.email, password: 'Secret1!a' } }),
        call(server, 'POST', '/api/auth/login', { body: { email: 'x' } }),
        call(server, 'GET', '/api/auth/me', { token: member.token }),
        call(server, 'POST', '/api/auth/refresh-token', { cookie: member.cookie }),
        call(server, 'GET', '/api/users/me/export', { token: member.token }),
        call(server, 'GET', '/api/users/settings', { token: member.token }),
        call(server, 'GET', '/api/users?limit=1', { token: member.token }),
      ]);
      for (const res of replies) expect(res.headers.get('cache-control'), res.text.slice(0, 100)).toBe('no-store');
    });
  });

  describe('page views', () => {
    const rows = async () =>
      (await server.app.kindred.database.pool.query('SELECT path, count FROM page_views ORDER BY path')).rows;

    it('are counted per route of the route table; unknown paths share one bucket', async () => {
      await server.app.kindred.database.pool.query('DELETE FROM page_views');
      const paths = [
        '/user/abc',
        `/user/${'b'.repeat(24)}?tab=1`,
        '/messages/xyz',
        '/messages',
        '/post/123',
        '/dashboard/',
        '/about',
        '/wp-admin',
        '/x/y/z',
        `/random-${Math.random()}`,
      ];
      for (const path of paths) {
        const res = await call(server, 'POST', '/api/analytics/pageview', { body: { path } });
        expect(res.status, path).toBe(200);
      }
      expect(await rows()).toEqual([
        { path: '/about', count: 1 },
        { path: '/dashboard', count: 1 },
        { path: '/messages', count: 1 },
        { path: '/messages/:userId', count: 1 },
        { path: '/post/:storyId', count: 1 },
        { path: '/user/:id', count: 2 },
        { path: 'other', count: 3 },
      ]);
    });

    it('bound the query', async () => {
      const long = await call(server, 'POST', '/api/analytics/pageview', {
        body: { path: '/', query: `?q=${'a'.repeat(3000)}` },
      });
      expect(long.status).toBe(400);
      const deep = await call(server, 'POST', '/api/analytics/pageview', {
        body: { path: '/', query: { q: 'a'.repeat(3000) } },
      });
      expect(deep.status).toBe(400);
    });
  });
});
