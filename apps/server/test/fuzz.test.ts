/**
 * Fuzz: malformed bodies, queries, ids and multipart parts against every endpoint never yield a 5xx, and every
 * failure is the API's envelope with a catalogue key. Besides random shapes, the generators put text no
 * database can hold (NUL, lone surrogates) and huge strings (≥ 300 KB) into every field of a body that is
 * otherwise valid (so the bad field reaches as deep as it can), and forged browse cursors into the query.
 * Small runs per endpoint keep the suite fast.
 */
import { errorCodes, isSafeText, messageKeyOf } from '@kindred/core';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, PASSWORD, registration, registerMember, verify, type Member } from './api';
import { endpoints } from './endpoints';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();
const RUNS = 30;

const HUGE = 300 * 1024;

/** Strings no PostgreSQL text or jsonb can hold, or far past any limit. */
const nastyStringArb = fc.oneof(
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\ud800', '\udfff', 'a\ud83d', '\ude00a', 'a@b.co\u0000', '/\u0000', 'Tel Aviv\udc00'),
  fc.string({ maxLength: 10 }).map((s) => `${s}${'x'.repeat(HUGE)}`),
  fc.constantFrom(`${'a'.repeat(HUGE)}@example.test`, `${'\u0000'.repeat(HUGE)}`, `${'😀'.repeat(HUGE / 2)}`),
);

/** A field's valid value made unstorable or huge while keeping its shape (an email stays an email). */
const mutations = (value: string) => [
  `${value}\u0000`,
  `${value.slice(0, 1)}\u0000${value.slice(1)}`,
  `${value.slice(0, 1)}\ud800${value.slice(1)}`,
  `${value}\udc00`,
  `${'a'.repeat(HUGE)}${value}`,
  `${value}${'a'.repeat(HUGE)}`,
];

/** A cursor of any list (browse, conversations, notifications): the shapes the server writes, forged, edited, broken. */
const hexArb = fc.stringMatching(/^[0-9a-f]{24}$/);
/** Times PostgreSQL refuses or reads differently (issue 22: `Date.parse` accepts all of these). */
const REFUSED_TIMES = [
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '1',
  'March 7',
  '2020-02-30T00:00:00Z',
  '1969-12-31T23:59:59.999999Z',
  '',
] as const;
const timeArb = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(...REFUSED_TIMES, '2026-11-21T15:17:13.000000Z'),
);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value) ?? '').toString('base64url');
const macArb = fc.constantFrom('', `.${'A'.repeat(22)}`, '.');
const cursorArb = fc.oneof(
  fc.tuple(fc.oneof(fc.boolean(), fc.string()), timeArb, fc.oneof(hexArb, fc.string())).map((t) => base64url(t)),
  fc
    .tuple(fc.boolean(), timeArb, hexArb, fc.oneof(fc.double(), fc.constantFrom(1e300, -1, 3)))
    .chain((t) => macArb.map((mac) => base64url(t) + mac)),
  fc.tuple(timeArb, fc.oneof(hexArb, fc.string())).chain((t) => macArb.map((mac) => base64url(t) + mac)),
  fc.anything({ maxDepth: 2 }).map(base64url),
  fc.string({ maxLength: 60 }),
);
/** Every route that pages with a cursor (http/cursors.ts), with the query each one's lists differ by. */
const pagedRoutes = [
  '/api/users?limit=1',
  '/api/users?limit=1&online=true',
  '/api/messages/conversations?limit=1',
  '/api/notifications?limit=1',
  '/api/notifications?limit=1&unread=true',
] as const;
const queryValueArb = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('-1', '1e309', 'NaN', 'true', '[]'),
  nastyStringArb.map((s) => s.slice(0, 200)),
);

const idArb = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{24}$/),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s) || 'x'),
  fc.constantFrom(
    '..%2f..%2fetc%2fpasswd',
    '%00',
    'AAAAAAAAAAAAAAAAAAAAAAAA',
    '1'.repeat(200),
    'a'.repeat(201),
    '%E0%A4%A',
    '%ED%A0%80',
    '%',
    '%C0%AF',
  ),
);
const queryArb = fc
  .dictionary(
    fc.constantFrom(
      'page',
      'limit',
      'cursor',
      'ageMin',
      'ageMax',
      'online',
      'withPhotos',
      'interests',
      'status',
      'requestedBy',
      'size',
      'v',
      'exp',
      'sig',
      'x',
    ),
    queryValueArb,
  )
  .chain((d) =>
    // A cursor half of the time (forged), and now and then a raw, malformed percent-encoding.
    fc.tuple(fc.option(cursorArb), fc.constantFrom('', '&x=%E0%A4%A', '&cursor=%ZZ')).map(([cursor, raw]) => {
      const params = new URLSearchParams(d);
      if (cursor !== null) params.set('cursor', cursor);
      return params.toString() + raw;
    }),
  );
const bodyArb = fc.oneof(
  fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.object({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '{"__proto__":{"x":1}}',
    '{"details":{"interests":"Music"}}',
    '{"plan":["monthly"]}',
    '[]',
    'null',
    '{"settings":7}',
  ),
);

/** Bodies that pass validation, per endpoint: a nasty value in one of their fields then reaches the deepest. */
function validBodies(member: Member, other: string): Record<string, unknown> {
  const profile = {
    nickname: 'fuzzed_member',
    details: {
      age: 30,
      location: 'Haifa',
      bio: 'hello',
      gender: 'male',
      iAm: 'man',
      maritalStatus: 'Single',
      interests: ['Music'],
      lookingFor: ['women'],
      intoTags: [],
      turnOns: [],
    },
    settings: { notifications: { likes: true }, privacy: { allowStoryReplies: 'everyone' } },
  };
  return {
    'POST /api/auth/register': { ...registration({ details: { bio: 'hi', gender: 'male' } }), rememberMe: true },
    'POST /api/auth/login': { email: member.email, password: PASSWORD, rememberMe: false },
    'POST /api/auth/verify-email': { token: 'abcdef' },
    'POST /api/auth/forgot-password': { email: member.email },
    'POST /api/auth/reset-password': { token: 'abcdef', password: PASSWORD },
    'PUT /api/users/profile': profile,
    'PUT /api/users/settings': profile.settings,
    'POST /api/users/:id/report': { reason: 'spam' },
    'PUT /api/users/photos/:id/privacy': { isPrivate: true },
    'POST /api/users/photos/approve-all': { requesterId: other },
    'PUT /api/photos/permissions/:id': { status: 'approved' },
    'POST /api/stories': {
      content: 'hello',
      backgroundStyle: 'gradient-1',
      backgroundColor: '#a0b1c2',
      fontStyle: 'font-2',
    },
    'POST /api/stories/:id/react': { reactionType: 'love' },
    'POST /api/stories/:id/comments': { content: 'nice' },
    'PUT /api/notifications/read': { ids: [other] },
    'POST /api/subscription/upgrade': { plan: 'monthly' },
    // Never the member's password: the fuzz must not erase its own member.
    'DELETE /api/users/account': { password: 'Wrong1!pass' },
    'POST /api/analytics/pageview': { path: '/dashboard', query: { tab: 'x' } },
  };
}

/** Dotted paths of every leaf (and every list item) of a body. */
function leaves(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, i) => leaves(item, [...prefix, String(i)]))];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...prefix, key]));
  }
  return [prefix];
}

function withValue(body: unknown, at: string[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at as [string, ...string[]];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string, unknown>;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

describe.each(kinds)('fuzz on %s', (kind) => {
  let server: TestServer;
  let member: Member;
  let bodies: Record<string, unknown>;
  let otherId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    member = await registerMember(server);
    await verify(server, member);
    otherId = (await registerMember(server)).id;
    bodies = validBodies(member, otherId);
  });
  // Fuzzing `POST /api/auth/logout` (or a password change) ends the member's session: every test starts with a
  // fresh one, so the later properties reach the handlers instead of stopping at 401.
  beforeEach(async () => {
    const login = await call(server, 'POST', '/api/auth/login', { body: { email: member.email, password: PASSWORD } });
    expect(login.status, login.text).toBe(200);
    member.token = login.body.token;
  });

  const checkFailure = (res: { status: number; body: unknown; text: string }, what: string) => {
    expect(res.status, `${what} → ${res.text.slice(0, 200)}`).toBeLessThan(500);
    if (res.status >= 400 && typeof res.body === 'object' && res.body) {
      const body = res.body as { success: unknown; code: unknown; messageKey?: unknown; error?: unknown };
      expect(body.success).toBe(false);
      expect(errorCodes).toContain(body.code);
      // Every failure names its catalogue entry; its English text is in a catalogue.
      expect(typeof body.messageKey, `${what} → ${res.text.slice(0, 200)}`).toBe('string');
      expect(messageKeyOf(String(body.error)), `${what} → ${res.text.slice(0, 200)}`).not.toBeNull();
      expect(isSafeText(String(body.error))).toBe(true);
    }
  };
  afterAll(async () => {
    await server?.close();
  });

  it.each(endpoints.filter((e) => !e.multipart).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s never answers 5xx',
    async (_name, e) => {
      await fc.assert(
        fc.asyncProperty(idArb, queryArb, bodyArb, fc.boolean(), async (id, query, body, withToken) => {
          const path = `${e.path.replace(':id', id)}?${query}`;
          const res = await call(server, e.method, path, {
            token: withToken ? member.token : undefined,
            raw: e.method === 'GET' ? undefined : body,
            headers: e.method === 'GET' ? {} : { 'content-type': 'application/json' },
          });
          checkFailure(res, `${e.method} ${path.slice(0, 300)} ${body.slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.each(
    endpoints.filter((e) => e.method !== 'GET' && !e.multipart).map((e) => [`${e.method} ${e.path}`, e] as const),
  )('%s: NUL, lone surrogates and huge strings in every field never answer 5xx', async (name, e) => {
    const base = bodies[name] ?? e.body ?? {};
    const found = leaves(base);
    // Every field (and list item) of a valid body, each mutation in turn; plus bad keys beside the fields.
    const cases = (found.length ? found : [['extra']]).flatMap((field) => {
      const original = field.reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], base);
      const text = typeof original === 'string' ? original : JSON.stringify(original ?? 'x');
      return mutations(text).map((value) => ({ field, body: withValue(base, field, value) }));
    });
    for (const key of ['\u0000', '\ud800', 'x'.repeat(HUGE)]) {
      cases.push({ field: ['<key>'], body: { ...(base as object), [key]: 'x' } });
    }
    for (const { field, body } of cases) {
      // Another member's id, so that member routes get past 'You cannot … yourself' to the body.
      const res = await call(server, e.method, e.path.replace(':id', otherId), {
        token: member.token,
        raw: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      checkFailure(res, `${name} ${field.join('.')}=${JSON.stringify(body).slice(0, 200)}`);
    }
  });

  it.each(pagedRoutes)(
    'GET %s: forged cursors are refused with 400 (never a 5xx, never a total from the client)',
    async (route) => {
      // The cursors that reached the database before one parser read them all (issue 22), then random ones.
      const crafted = REFUSED_TIMES.flatMap((at) => [
        base64url([at, 'a'.repeat(24)]),
        base64url([true, at, 'a'.repeat(24), 3]),
      ]);
      for (const cursor of crafted) {
        const res = await call(server, 'GET', `${route}&cursor=${encodeURIComponent(cursor)}`, { token: member.token });
        checkFailure(res, `${route} cursor ${cursor}`);
        expect(res.status, cursor).toBe(400);
      }
      await fc.assert(
        fc.asyncProperty(cursorArb, async (cursor) => {
          const res = await call(server, 'GET', `${route}&cursor=${encodeURIComponent(cursor)}`, {
            token: member.token,
          });
          checkFailure(res, `${route} cursor ${cursor}`);
          expect(res.status, cursor).toBe(400);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('a real cursor pages its own list for its own member, and is refused anywhere else', async () => {
    // A member with two conversations and two notifications (a message from each of two members).
    const [a, b, c] = await Promise.all(
      ['woman', 'woman', 'woman'].map(async (iAm) => {
        const m = await registerMember(server, { details: { iAm } });
        await verify(server, m);
        return m;
      }),
    );
    for (const from of [b!, c!]) {
      const sent = await call(server, 'POST', '/api/messages', {
        token: from.token,
        body: { recipientId: a!.id, content: 'hi' },
      });
      expect(sent.status).toBe(201);
    }
    const cursors: Record<string, string> = {};
    for (const route of pagedRoutes) {
      const first = await call(server, 'GET', route, { token: a!.token });
      expect(first.status, route).toBe(200);
      cursors[route] = first.body.nextCursor;
    }
    for (const route of pagedRoutes.filter((r) => !r.startsWith('/api/users'))) {
      expect(typeof cursors[route], route).toBe('string');
      const next = await call(server, 'GET', `${route}&cursor=${encodeURIComponent(cursors[route]!)}`, {
        token: a!.token,
      });
      expect(next.status, route).toBe(200);
      expect(next.body.data, route).toHaveLength(1);
      expect(next.body.hasMore, route).toBe(false);
      // Another member's cursor, or another list's, is no cursor of this list.
      const theirs = await call(server, 'GET', `${route}&cursor=${encodeURIComponent(cursors[route]!)}`, {
        token: b!.token,
      });
      expect(theirs.status, route).toBe(400);
      for (const other of pagedRoutes.filter((r) => r !== route && cursors[r])) {
        const res = await call(server, 'GET', `${route}&cursor=${encodeURIComponent(cursors[other]!)}`, {
          token: a!.token,
        });
        expect(res.status, `${other} on ${route}`).toBe(400);
      }
    }
  });

  it.each(endpoints.filter((e) => e.multipart).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s (multipart): malformed parts never answer 5xx',
    async (_name, e) => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 2000 }),
          fc.string({ maxLength: 30 }),
          fc.string({ maxLength: 30 }),
          fc.constantFrom('photo', 'file', 'media', 'isPrivate', 'content', ''),
          async (bytes, name, type, field) => {
            const form = new FormData();
            form.append('isPrivate', name);
            form.append(field || 'x', new Blob([bytes], { type }), name || 'f');
            const res = await call(server, e.method, e.path, { token: member.token, raw: form });
            checkFailure(res, `${e.path} ${field} ${name}`);
          },
        ),
        { numRuns: RUNS },
      );
      const broken = await call(server, e.method, e.path, {
        token: member.token,
        raw: '--x\r\nContent-Disposition: form-data; name="photo"; filename="a"\r\n\r\nabc',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      checkFailure(broken, `${e.path} broken multipart`);
    },
  );
});
