/* eslint-disable @typescript-eslint/no-explicit-any -- API payloads are untyped JSON in the suites */
/**
 * Decision 0225 (drizzle/0012): a notification's merge is a heap-only update — the indexes hold `updated_minute`
 * (`updated_at` to its minute), not `updated_at`. The list must stay newest first (`updated_at`, then id) with
 * stable keyset pages across items of one minute, items sharing an instant, items on a minute's first microsecond
 * and the unread view; a merge moves its item to the top; the merge window and the retention job still count from
 * `updated_at`. The migration applied to a database with notifications keeps every item, and the merges after it
 * are heap-only.
 */
import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';
import { runNotificationRetentionJob } from '../src/notifications/service';
import { call, verifiedMember, type Member } from './api';
import { createPostgresDatabase, databaseKinds, startTestServer, type TestServer } from './harness';
import { drizzleFolder, migrationsBefore, sendDirect, tableUpdates } from './migrations';

const kinds = await databaseKinds();
let counter = 0;
const cid = () => `nhot-${Date.now()}-${++counter}`;

describe.each(kinds)('notifications list with minute-indexed items on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const pool = () => server.app.kindred.database.pool;
  const pages = async (m: Member, limit: number, unread = false) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let n = 0;
    do {
      const query = `?limit=${limit}${unread ? '&unread=true' : ''}${cursor ? `&cursor=${cursor}` : ''}`;
      const page: any = await call(server, 'GET', `/api/notifications${query}`, { token: m.token });
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(limit);
      ids.push(...page.body.data.map((item: any) => item._id));
      cursor = page.body.nextCursor;
      expect(page.body.hasMore).toBe(cursor !== null);
      n += 1;
    } while (cursor && n < 100);
    return ids;
  };
  /** The order the contract promises, computed from the stored rows: `updated_at` newest first, then id. */
  const expected = async (m: Member, unread = false) =>
    (
      await pool().query<{ id: string; at: string }>(
        `SELECT id, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS at FROM notifications
         WHERE recipient_id = $1 ${unread ? 'AND NOT read' : ''}`,
        [m.id],
      )
    ).rows
      .sort((x, y) => (x.at === y.at ? (x.id < y.id ? 1 : -1) : x.at < y.at ? 1 : -1))
      .map((r) => r.id);

  it('keeps newest first and stable pages across one minute, shared instants and a minute’s first microsecond', async () => {
    const viewer = await verifiedMember(server);
    const senders = [
      await verifiedMember(server),
      await verifiedMember(server),
      await verifiedMember(server),
      await verifiedMember(server),
    ];
    // Items at chosen instants (seconds before a minute's start, base): four in one minute, three sharing one
    // instant, two on the minute's first microsecond, some a minute or days apart; every other one read.
    const base = "date_trunc('minute', now()) - interval '2 hours'";
    const offsets = [
      '0 seconds',
      '0 seconds',
      '-1 microsecond',
      '1 microsecond',
      '12.5 seconds',
      '12.5 seconds',
      '12.5 seconds',
      '59.999999 seconds',
      '60 seconds',
      '-59 seconds',
      '-61 seconds',
      '-3 days',
      '7 minutes',
    ];
    for (const [i, offset] of offsets.entries()) {
      await pool().query(
        `INSERT INTO notifications (id, recipient_id, sender_id, type, data, read, updated_at)
         VALUES ($1, $2, $3, 'like', '{}', $4, ${base} + interval '${offset}')`,
        [newId(), viewer.id, senders[i % 4]!.id, i % 2 === 1],
      );
    }
    const order = await expected(viewer);
    expect(order).toHaveLength(offsets.length);
    const whole = await call(server, 'GET', '/api/notifications?limit=50', { token: viewer.token });
    expect(whole.body.data.map((item: any) => item._id)).toEqual(order);
    // Every page size gives the same order, each item once.
    for (const limit of [1, 2, 3, 5]) expect(await pages(viewer, limit)).toEqual(order);
    expect(await pages(viewer, 2, true)).toEqual(await expected(viewer, true));

    // A message from a sender moves its item to the top; a second one merges into it (same id, count 2, on top).
    const first = await call(server, 'POST', '/api/messages', {
      token: senders[2]!.token,
      body: { recipientId: viewer.id, content: 'hi', clientMessageId: cid() },
    });
    expect(first.status).toBe(201);
    const top = (await call(server, 'GET', '/api/notifications?limit=1', { token: viewer.token })).body.data[0];
    expect(top).toMatchObject({ type: 'message', count: 1, sender: { _id: senders[2]!.id } });
    await call(server, 'POST', '/api/messages', {
      token: senders[1]!.token,
      body: { recipientId: viewer.id, content: 'hello', clientMessageId: cid() },
    });
    await call(server, 'POST', '/api/messages', {
      token: senders[2]!.token,
      body: { recipientId: viewer.id, content: 'again', clientMessageId: cid() },
    });
    const after = await pages(viewer, 2);
    expect(after).toEqual(await expected(viewer));
    expect(after[0]).toBe(top._id);
    const merged = (await call(server, 'GET', '/api/notifications?limit=1', { token: viewer.token })).body.data[0];
    expect(merged).toMatchObject({ _id: top._id, count: 2, read: false });

    // The stored minute is `updated_at` to its minute, for inserted and merged items alike.
    const { rows } = await pool().query(
      `SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1
         AND updated_minute = date_trunc('minute', updated_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      [viewer.id],
    );
    expect(rows[0].n).toBe(offsets.length + 2);
  });

  it('the merge window and retention still count from updated_at, not its minute', async () => {
    const [a, b] = [await verifiedMember(server), await verifiedMember(server)];
    const send = (content: string) =>
      call(server, 'POST', '/api/messages', {
        token: a.token,
        body: { recipientId: b.id, content, clientMessageId: cid() },
      });
    await send('one');
    // 4 min 55 s ago: still within the window, whatever its minute (which may start before the window).
    await pool().query("UPDATE notifications SET updated_at = now() - interval '295 seconds' WHERE recipient_id = $1", [
      b.id,
    ]);
    await send('two');
    const counts = async () =>
      (
        await pool().query('SELECT count FROM notifications WHERE recipient_id = $1 ORDER BY updated_at DESC', [b.id])
      ).rows.map((r) => r.count);
    expect(await counts()).toEqual([2]);
    // 5 min 0.1 s ago: a new item, though its minute may fall within the window.
    await pool().query(
      "UPDATE notifications SET updated_at = now() - interval '300.1 seconds' WHERE recipient_id = $1",
      [b.id],
    );
    await send('three');
    expect(await counts()).toEqual([1, 2]);

    // Retention: 90 days after the last update to the microsecond, though the minute is older.
    const now = new Date();
    await pool().query(
      `UPDATE notifications SET updated_at = $2::timestamptz - interval '2160 hours' + interval '1 microsecond'
       WHERE recipient_id = $1`,
      [b.id, now.toISOString()],
    );
    await runNotificationRetentionJob(pool(), now);
    expect(await counts()).toHaveLength(2);
    await pool().query(
      "UPDATE notifications SET updated_at = updated_at - interval '2 microseconds' WHERE recipient_id = $1",
      [b.id],
    );
    expect((await runNotificationRetentionJob(pool(), now)).deleted).toBeGreaterThanOrEqual(2);
    expect(await counts()).toEqual([]);
  });
});

describe.runIf(kinds.includes('postgres'))('migration 0012 on PostgreSQL', () => {
  let db: { url: string; drop(): Promise<void> };
  let client: pg.Client;
  let before: string;
  beforeAll(async () => {
    db = await createPostgresDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    // The migrations up to 0011: the database as it was before this change.
    before = migrationsBefore('0012');
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  const send = (from: string, to: string, n: number) =>
    sendDirect(client, from, to, `hi ${n}`, {
      message: newId(),
      conversation: newId(),
      clientMessageId: cid(),
      notification: newId(),
    });

  it('keeps every notification, and the merges become heap-only', async () => {
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
      expect((await send(ids[2]!, ids[1]!, n)).rows[0].status).toBe('stored');
    }
    // Older items: one to keep, one past retention.
    for (const [age, sender] of [
      ['89 days', ids[0]],
      ['91 days', ids[2]],
    ]) {
      await client.query(
        `INSERT INTO notifications (id, recipient_id, sender_id, type, data, updated_at)
         VALUES ($1, $2, $3, 'like', '{}', now() - interval '${age}')`,
        [newId(), ids[1], sender],
      );
    }
    const snapshot = async () =>
      (
        await client.query(
          `SELECT id, recipient_id, sender_id, type, data, count, read, created_at, updated_at FROM notifications
           ORDER BY id`,
        )
      ).rows;
    const kept = await snapshot();
    expect(kept.map((r) => r.count).sort()).toEqual([1, 1, 10, 10]);

    await migrate(drizzle(client), { migrationsFolder: drizzleFolder });
    expect(await snapshot()).toEqual(kept);
    const { rows: minutes } = await client.query(
      `SELECT count(*)::int AS n FROM notifications
       WHERE updated_minute = date_trunc('minute', updated_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    );
    expect(minutes[0].n).toBe(4);
    const { rows: indexes } = await client.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'notifications' ORDER BY indexname`,
    );
    // No index holds updated_at any more.
    expect(indexes.map((i) => i.indexdef.replace(/^.* USING btree /, ''))).toEqual([
      '(recipient_id, type, sender_id, updated_minute)',
      '(id)',
      '(recipient_id, updated_minute DESC NULLS LAST)',
      '(updated_minute)',
    ]);
    const { rows: options } = await client.query(`SELECT reloptions FROM pg_class WHERE relname = 'notifications'`);
    expect(options[0].reloptions).toEqual(['fillfactor=80']);

    // 100 more messages, all merges: heap-only updates (a merge whose minute changes is not; a few at most).
    const stats = () => tableUpdates(client, 'notifications');
    const s0 = await stats();
    for (let n = 10; n < 60; n += 1) {
      await send(ids[0]!, ids[1]!, n);
      await send(ids[2]!, ids[1]!, n);
    }
    const s1 = await stats();
    expect(s1.updates - s0.updates).toBe(100);
    expect(s1.hot - s0.hot).toBeGreaterThanOrEqual(95);
    const { rows: counts } = await client.query(
      "SELECT count FROM notifications WHERE type = 'message' ORDER BY count",
    );
    expect(counts.map((r) => r.count)).toEqual([60, 60]);

    // The retention job on the migrated table: the 91-day item goes, the 89-day one stays.
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      expect(await runNotificationRetentionJob(pool, new Date())).toEqual({ deleted: 1 });
    } finally {
      await pool.end();
    }
    expect((await client.query('SELECT count(*)::int AS n FROM notifications')).rows[0].n).toBe(3);
  });
});
