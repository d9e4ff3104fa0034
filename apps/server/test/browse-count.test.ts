import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowseCounter } from '../src/users/browseCount';
import { call, registerMember, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();

describe.each(kinds)('browse totals with a shared count cache (%s)', (kind) => {
  let server: TestServer;
  let members: Member[];
  beforeAll(async () => {
    // A long TTL: totals must still be exact per viewer (self and blocks removed) while the shared count is cached.
    server = await startTestServer(kind, { env: { BROWSE_COUNT_TTL_MS: '600000' } });
    members = [];
    for (let i = 0; i < 5; i++) members.push(await registerMember(server));
  });
  afterAll(async () => server?.close());

  const total = async (m: Member, query = '') =>
    (await call(server, 'GET', `/api/users?limit=2${query}`, { token: m.token })).body as {
      totalCount: number;
      nextCursor: string | null;
      data: { _id: string }[];
    };

  it('each viewer sees everyone but themself, and blocks are subtracted for both sides at once', async () => {
    const [a, b, c] = members as [Member, Member, Member];
    expect((await total(a)).totalCount).toBe(4);
    expect((await call(server, 'POST', `/api/users/${b.id}/block`, { token: a.token })).status).toBe(200);
    expect((await total(a)).totalCount).toBe(3);
    expect((await total(b)).totalCount).toBe(3);
    expect((await total(c)).totalCount).toBe(4);
    await call(server, 'DELETE', `/api/users/${b.id}/block`, { token: a.token });
    expect((await total(a)).totalCount).toBe(4);
  });

  it('the shared count is reused within its lifetime (a new member shows up after it expires)', async () => {
    const [a] = members as [Member];
    expect((await total(a)).totalCount).toBe(4);
    await registerMember(server);
    expect((await total(a)).totalCount).toBe(4); // cached shared count
  });

  it('later pages carry the first page total in the cursor and count nothing', async () => {
    const [a] = members as [Member];
    const first = await total(a);
    expect(first.nextCursor).toBeTruthy();
    const before = server.app.kindred.database.queryCount();
    const second = await total(a, `&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.totalCount).toBe(first.totalCount);
    expect(second.data.map((u) => u._id)).not.toContain(first.data[0]!._id);
    // Only the page query (plus the caller lookup of the access layer), no count.
    expect(server.app.kindred.database.queryCount() - before).toBeLessThanOrEqual(2);
  });

  it('an expired count answers while it is counted again, then the new count', async () => {
    let clock = 0;
    const counter = createBrowseCounter(
      () => server.app.kindred.database.pool,
      1000,
      () => clock,
    );
    const before = await counter.total('', [members[0]!.id], 0);
    await registerMember(server);
    expect(await counter.total('', [members[0]!.id], 0)).toBe(before); // within its lifetime
    clock += 1500;
    expect(await counter.total('', [members[0]!.id], 0)).toBe(before); // expired: answered, counted again meanwhile
    let after = before;
    for (let tries = 0; tries < 50 && after === before; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await counter.total('', [members[0]!.id], 0);
    }
    expect(after).toBe(before + 1);
  });

  it('a tampered total in the cursor is refused', async () => {
    const [a] = members as [Member];
    const first = await total(a);
    const [payload, mac] = first.nextCursor!.split('.') as [string, string];
    const tuple = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    tuple[3] = 100;
    const bad = `${Buffer.from(JSON.stringify(tuple)).toString('base64url')}.${mac}`;
    const res = await call(server, 'GET', `/api/users?cursor=${bad}`, { token: a.token });
    expect(res.status).toBe(400);
  });
});
