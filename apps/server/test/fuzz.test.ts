/**
 * Fuzz: malformed bodies, queries, ids and multipart parts against every endpoint never yield a 5xx.
 * Small runs per endpoint keep the suite fast.
 */
import { errorCodes } from '@kindred/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerMember, verify, type Member } from './api';
import { endpoints } from './endpoints';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();
const RUNS = 30;

const idArb = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{24}$/),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s) || 'x'),
  fc.constantFrom('..%2f..%2fetc%2fpasswd', '%00', 'AAAAAAAAAAAAAAAAAAAAAAAA', '1'.repeat(200)),
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
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
      fc.constantFrom('-1', '1e309', 'NaN', 'true', '[]'),
    ),
  )
  .map((d) => new URLSearchParams(d).toString());
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

describe.each(kinds)('fuzz on %s', (kind) => {
  let server: TestServer;
  let member: Member;
  beforeAll(async () => {
    server = await startTestServer(kind);
    member = await registerMember(server);
    await verify(server, member);
  });
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
          expect(res.status, `${e.method} ${path} ${body} → ${res.text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400 && typeof res.body === 'object') {
            expect(res.body.success).toBe(false);
            expect(errorCodes).toContain(res.body.code);
          }
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('multipart upload: malformed parts never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 30 }),
        fc.constantFrom('photo', 'file', 'isPrivate', ''),
        async (bytes, name, type, field) => {
          const form = new FormData();
          form.append('isPrivate', name);
          form.append(field || 'x', new Blob([bytes], { type }), name || 'f');
          const res = await call(server, 'POST', '/api/users/photos', { token: member.token, raw: form });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    const broken = await call(server, 'POST', '/api/users/photos', {
      token: member.token,
      raw: '--x\r\nContent-Disposition: form-data; name="photo"; filename="a"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBeLessThan(500);
  });
});
