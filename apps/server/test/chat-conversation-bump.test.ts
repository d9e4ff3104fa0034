/* eslint-disable @typescript-eslint/no-explicit-any -- API payloads are untyped JSON in the suites */
/**
 * Decision 0191 (drizzle/0011): a send's bump of its conversation is a heap-only update — no index holds
 * `last_seq` or `last_message_at`. The conversations list must keep its order (last activity first), its keyset
 * pages and its unread counts after many messages; the migration applied to a database with chats keeps them.
 */
import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, verifiedMember, type Member } from './api';
import { createPostgresDatabase, databaseKinds, startTestServer, type TestServer } from './harness';
import { drizzleFolder, migrationsBefore, sendDirect, tableUpdates } from './migrations';

const kinds = await databaseKinds();
let counter = 0;
const cid = () => `bump-${Date.now()}-${++counter}`;

describe.each(kinds)('conversations list after many messages on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const member = (): Promise<Member> => verifiedMember(server);

  it('keeps last activity first, its keyset pages and the unread counts', async () => {
    const viewer = await member();
    const partners = [await member(), await member(), await member(), await member()];
    // 30 messages in an order that moves every conversation up and down the list, both ways.
    const order = [0, 1, 2, 3, 0, 0, 2, 1, 3, 3, 1, 0, 2, 2, 3, 1, 0, 1, 3, 2, 2, 0, 1, 3, 0, 3, 2, 1, 1, 0];
    const unread = [0, 0, 0, 0];
    const lastAt = [-1, -1, -1, -1];
    for (const [i, p] of order.entries()) {
      const toViewer = i % 3 !== 0;
      const res = await call(server, 'POST', '/api/messages', {
        token: toViewer ? partners[p]!.token : viewer.token,
        body: { recipientId: toViewer ? viewer.id : partners[p]!.id, content: `m${i}`, clientMessageId: cid() },
      });
      expect(res.status).toBe(201);
      if (toViewer) unread[p]! += 1;
      lastAt[p] = i;
      if (i === 20) {
        // The viewer reads partner 2's conversation midway: only what comes after counts.
        expect(
          (await call(server, 'PUT', `/api/messages/${partners[2]!.id}/read`, { token: viewer.token })).status,
        ).toBe(200);
        unread[2] = 0;
      }
    }
    const expected = [0, 1, 2, 3].sort((x, y) => lastAt[y]! - lastAt[x]!);

    const whole = await call(server, 'GET', '/api/messages/conversations', { token: viewer.token });
    expect(whole.status).toBe(200);
    expect(whole.body.data.map((c: any) => c.user._id)).toEqual(expected.map((p) => partners[p]!.id));
    expect(whole.body.data.map((c: any) => c.unreadCount)).toEqual(expected.map((p) => unread[p]));
    expect(whole.body.data.map((c: any) => c.lastMessage.content)).toEqual(expected.map((p) => `m${lastAt[p]}`));

    // The same list a page of one at a time.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await call(
        server,
        'GET',
        `/api/messages/conversations?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        { token: viewer.token },
      );
      expect(page.status).toBe(200);
      paged.push(...page.body.data.map((c: any) => c.user._id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(expected.map((p) => partners[p]!.id));

    // Each partner sees the one conversation, with what the viewer sent them unread.
    const theirs = await call(server, 'GET', '/api/messages/conversations', { token: partners[1]!.token });
    expect(theirs.body.data).toHaveLength(1);
    expect(theirs.body.data[0]).toMatchObject({
      user: { _id: viewer.id },
      unreadCount: order.filter((p, i) => p === 1 && i % 3 === 0).length,
    });
  });
});

describe.runIf(kinds.includes('postgres'))('migration 0011 on PostgreSQL', () => {
  let db: { url: string; drop(): Promise<void> };
  let client: pg.Client;
  let before: string;
  beforeAll(async () => {
    db = await createPostgresDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    // The migrations up to 0010: the database as it was before this change.
    before = migrationsBefore('0011');
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  const send = (from: string, to: string, n: number) =>
    sendDirect(client, from, to, `hi ${n}`, {
      message: `m${from}${n}`,
      conversation: `c${from}${n}`,
      clientMessageId: cid(),
      notification: `n${from}${n}`,
    });

  it('keeps every conversation and message, and the bump becomes heap-only', async () => {
    await migrate(drizzle(client), { migrationsFolder: before });
    const ids = ['a'.repeat(24), 'b'.repeat(24), 'c'.repeat(24)];
    for (const id of ids) {
      await client.query(
        `INSERT INTO users (id, email, password_hash, nickname, base_tier, is_verified, date_of_birth, location)
         VALUES ($1, $1 || '@t.kindred.test', 'x', 'n' || substr($1, 1, 4), 'FEMALE', true, '1990-01-01', 'Tel Aviv')`,
        [id],
      );
    }
    for (let n = 0; n < 10; n += 1) {
      expect((await send(ids[0]!, ids[1]!, n)).rows[0].status).toBe('stored');
      expect((await send(ids[2]!, ids[0]!, n)).rows[0].status).toBe('stored');
    }
    const snapshot = async () =>
      (
        await client.query(
          `SELECT c.id, c.member_a, c.member_b, c.last_seq, c.last_message_at, c.read_seq_a, c.read_seq_b,
                  (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id) AS messages
           FROM conversations c ORDER BY c.id`,
        )
      ).rows;
    const kept = await snapshot();
    expect(kept.map((c) => [c.last_seq, c.messages])).toEqual([
      [10, 10],
      [10, 10],
    ]);

    await migrate(drizzle(client), { migrationsFolder: drizzleFolder });
    expect(await snapshot()).toEqual(kept);
    const { rows: indexes } = await client.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'conversations' ORDER BY indexname`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'conversations_member_b_idx',
      'conversations_pair_key',
      'conversations_pkey',
    ]);
    const { rows: options } = await client.query(`SELECT reloptions FROM pg_class WHERE relname = 'conversations'`);
    expect(options[0].reloptions).toEqual(['fillfactor=80']);

    // 100 more messages on the two conversations: the bumps are heap-only updates (none with an index entry).
    const stats = () => tableUpdates(client, 'conversations');
    const s0 = await stats();
    for (let n = 10; n < 60; n += 1) {
      await send(ids[0]!, ids[1]!, n);
      await send(ids[2]!, ids[0]!, n);
    }
    const s1 = await stats();
    const updates = s1.updates - s0.updates;
    const hot = s1.hot - s0.hot;
    expect(updates).toBe(100);
    expect(hot).toBeGreaterThanOrEqual(90);
    expect((await client.query('SELECT max(last_seq) AS seq FROM conversations')).rows[0].seq).toBe(60);
  });
});
