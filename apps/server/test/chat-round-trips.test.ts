/* eslint-disable @typescript-eslint/no-explicit-any -- socket payloads are untyped JSON in the suites */
/**
 * The cost of a message (issue 11, decision 0021 update): every statement the server sends to the database while
 * it handles one `sendMessage` is counted — on the pool and on connections taken from it (transactions) — so a
 * new round trip on the hot path fails here. Today: one statement (`kindred_send_message`), which also confirms the
 * member the socket last read (decision 0072), for a first message (new conversation, new notification), a merged
 * one and a resend; a socket's first event reads its member once more. Any change to the member counts for the very
 * next send. Also: racing sends of one client id store one message and use up no sequence number.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedMember, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { collect, connectMember, pause, type ClientSocket } from './sockets';

const kinds = await databaseKinds();
let counter = 0;
const cid = () => `rt-${Date.now()}-${++counter}`;

/** The statements of a socket's `sendMessage` once the socket has read its member: the send itself. */
const SEND_STATEMENTS = 1;

/**
 * Counts every statement any `pg` client of this process sends (the server under test runs in this process; the
 * pool's `query` and transactions alike end in `Client#query`); `stop()` restores it.
 */
/**
 * The server's own periodic jobs, which may run during a count (story expiry 5 s after start, notification
 * retention after 10 s, the embedded database's upkeep, subscription renewals): not the event's statements.
 */
const BACKGROUND_JOBS = [
  /^DELETE FROM stories WHERE id IN \(SELECT id FROM stories WHERE expires_at/,
  /^DELETE FROM notifications WHERE id IN \(SELECT id FROM notifications WHERE updated_at/,
  /pg_stat_user_tables|^VACUUM|^ANALYZE|vacuum_cost_delay/,
  /^SELECT id FROM users WHERE paid_until IS NOT NULL/,
];

function countStatements(): { texts: string[]; stop(): void } {
  const texts: string[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?');
    if (!BACKGROUND_JOBS.some((job) => job.test(text.trim()))) texts.push(text);
    return original.apply(this, args);
  };
  return {
    texts,
    stop() {
      proto.query = original;
    },
  };
}

describe.each(kinds)('round trips of a message on %s', (kind) => {
  let server: TestServer;
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server?.close();
  });

  const member = () => verifiedMember(server);
  const socketOf = async (m: Member) => {
    const s = await connectMember(server, m);
    open.push(s);
    // Presence writes the member's row as the socket connects (a new row version): wait for it, so a socket's
    // first event reads the member after it, as on a quiet server, and the counts below see no re-read.
    for (let i = 0; i < 100; i++) {
      const { rows } = await server.app.kindred.database.pool.query('SELECT is_online FROM users WHERE id = $1', [
        m.id,
      ]);
      if (rows[0]?.is_online) break;
      await pause(20);
    }
    return s;
  };
  const send = (s: ClientSocket, recipientId: string, clientMessageId = cid(), content = 'hi') =>
    s.timeout(5000).emitWithAck('sendMessage', { recipientId, content, clientMessageId }) as Promise<any>;

  /** The statements one send issues (the server is otherwise quiet: sockets connected, presence settled). */
  const statementsOf = async (run: () => Promise<any>) => {
    await pause(300);
    const counter = countStatements();
    try {
      const ack = await run();
      expect(ack.success).toBe(true);
      await pause(100); // anything the send leaves running after its ack counts too
      return counter.texts;
    } finally {
      counter.stop();
    }
  };

  it(`after a socket's first event, a first message, a merged one and a resend cost ${SEND_STATEMENTS} statement each (a resend one more)`, async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const [a1, b1, c1] = [await socketOf(a), await socketOf(b), await socketOf(c)];
    const notified = collect(b1, 'notification');
    const received = collect(b1, 'messageReceived');
    const receivedByC = collect(c1, 'messageReceived');

    // The socket's first event reads its member (one statement more); later ones are answered from that read.
    const opening = await statementsOf(() => send(a1, c.id, cid(), 'hello'));
    expect(opening.length, opening.join('\n---\n')).toBe(SEND_STATEMENTS + 1);
    expect(opening.filter((t) => t.includes('FROM users WHERE id'))).toHaveLength(1);

    const first = await statementsOf(() => send(a1, b.id));
    expect(first.length, first.join('\n---\n')).toBe(SEND_STATEMENTS);
    expect(first.some((t) => t.includes('kindred_send_message'))).toBe(true);

    const again = cid();
    const merged = await statementsOf(() => send(a1, b.id, again, 'again'));
    expect(merged.length, merged.join('\n---\n')).toBe(SEND_STATEMENTS);

    // A resend (rare: the acknowledgement was lost) also reads whether a block came between before it delivers
    // the stored message again (decision 0074).
    const resend = await statementsOf(() => send(a1, b.id, again, 'again'));
    expect(resend.length, resend.join('\n---\n')).toBe(SEND_STATEMENTS + 1);
    expect(resend.filter((t) => t.includes('FROM blocks'))).toHaveLength(1);

    // The rules still hold behind the single statement: one item merged to count 2, two messages (the resend's
    // delivered again).
    expect(received.map((m) => m.content)).toEqual(['hi', 'again', 'again']);
    expect(notified.map((n) => n.count)).toEqual([1, 2]);
    expect(receivedByC.map((m) => m.content)).toEqual(['hello']);
  });

  it('racing sends of one client id store one message and use up no sequence number', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, a2] = [await socketOf(a), await socketOf(a)];
    const b1 = await socketOf(b);
    const received = collect(b1, 'messageReceived');
    const same = cid();
    const acks = await Promise.all(Array.from({ length: 6 }, (_, i) => send(i % 2 ? a1 : a2, b.id, same, 'once')));
    expect(new Set(acks.map((ack) => ack.data._id)).size).toBe(1);
    const next = await send(a1, b.id, cid(), 'next');
    const pool = server.app.kindred.database.pool;
    const { rows } = await pool.query('SELECT seq, content FROM messages WHERE sender_id = $1 ORDER BY seq', [a.id]);
    expect(rows).toEqual([
      { seq: 1, content: 'once' },
      { seq: 2, content: 'next' },
    ]);
    expect(next.data.seq).toBe(2);
    const { rows: conv } = await pool.query('SELECT last_seq FROM conversations WHERE member_a = $1 OR member_b = $1', [
      a.id,
    ]);
    expect(conv).toEqual([{ last_seq: 2 }]);
    await pause(200);
    // Two messages; sends of the stored one that queued behind it deliver it again (decision 0074), never anew.
    expect([...new Set(received.map((m) => m._id))]).toEqual([acks[0].data._id, next.data._id]);
    const { rows: items } = await pool.query('SELECT count FROM notifications WHERE recipient_id = $1', [b.id]);
    expect(items).toEqual([{ count: 2 }]);
  });

  it('the caller checks of sends that arrive together are read in one statement; a change to a member counts at once', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => member()));
    const sockets = await Promise.all(members.map((m) => socketOf(m)));
    const partnerOf = (i: number) => members[i ^ 1]!.id;
    await pause(300);
    const counter = countStatements();
    let acks: any[];
    try {
      acks = await Promise.all(
        sockets.flatMap((s, i) => [send(s, partnerOf(i), cid(), `one ${i}`), send(s, partnerOf(i), cid(), `two ${i}`)]),
      );
    } finally {
      counter.stop();
    }
    expect(acks.map((ack) => ack.success)).toEqual(Array(12).fill(true));
    const callerReads = counter.texts.filter((t) => t.includes('FROM users WHERE id = ANY'));
    // 12 sends: far fewer reads of their members (grouped while one is in flight), and no single-member reads.
    expect(callerReads.length).toBeGreaterThan(0);
    expect(callerReads.length).toBeLessThanOrEqual(6);
    expect(counter.texts.filter((t) => t.includes('FROM users WHERE id = $1'))).toEqual([]);

    // Every event reads its member after it arrived: a tier change and a suspension count for the very next send,
    // even when it shares its read with other members' sends.
    const pool = server.app.kindred.database.pool;
    await pool.query(`UPDATE users SET base_tier = 'FREE', paid_until = NULL WHERE id = $1`, [members[0]!.id]);
    await pool.query(`UPDATE users SET role = 'suspended' WHERE id = $1`, [members[2]!.id]);
    const [downgraded, suspended, other] = await Promise.all([
      send(sockets[0]!, partnerOf(0), cid(), 'text after the downgrade'),
      send(sockets[2]!, partnerOf(2), cid(), 'after the suspension'),
      send(sockets[4]!, partnerOf(4), cid(), 'still fine'),
    ]);
    expect(downgraded).toMatchObject({ success: false, code: 'PREMIUM_REQUIRED' });
    expect(suspended).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(other.success).toBe(true);
    const wink = await send(sockets[0]!, partnerOf(0), cid(), '😉');
    expect(wink.success).toBe(true);
    expect(wink.data.type).toBe('wink');

    // The sockets answer later events from the member they last read (decision 0072), and still every change
    // counts for the very next send: an upgrade (the last read says FREE), a verification taken back.
    await pool.query(`UPDATE users SET base_tier = 'FEMALE' WHERE id = $1`, [members[0]!.id]);
    await pool.query(`UPDATE users SET is_verified = false WHERE id = $1`, [members[4]!.id]);
    const [upgraded, unverified] = await Promise.all([
      send(sockets[0]!, partnerOf(0), cid(), 'text after the upgrade'),
      send(sockets[4]!, partnerOf(4), cid(), 'after verification was taken back'),
    ]);
    expect(upgraded.success).toBe(true);
    expect(upgraded.data.type).toBe('text');
    expect(unverified).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    const { rows: refusedStored } = await pool.query(
      `SELECT content FROM messages WHERE content IN ('text after the downgrade', 'after the suspension',
         'after verification was taken back')`,
    );
    expect(refusedStored).toEqual([]);
  });

  it('a paid period that ends between two sends counts for the second, though the member row did not change', async () => {
    const [a, b] = [await verifiedMember(server, 'man'), await member()];
    const pool = server.app.kindred.database.pool;
    await pool.query(
      `UPDATE users SET plan = 'monthly', paid_until = now() + interval '1500 milliseconds' WHERE id = $1`,
      [a.id],
    );
    const a1 = await socketOf(a);
    const paid = await send(a1, b.id, cid(), 'while paid');
    expect(paid.success).toBe(true);
    const { rows: before } = await pool.query('SELECT xmin::text AS version FROM users WHERE id = $1', [a.id]);
    await pause(1800);
    const lapsed = await send(a1, b.id, cid(), 'after the period');
    expect(lapsed).toMatchObject({ success: false, code: 'PREMIUM_REQUIRED' });
    const { rows: after } = await pool.query('SELECT xmin::text AS version FROM users WHERE id = $1', [a.id]);
    expect(after).toEqual(before);
    const { rows } = await pool.query('SELECT content FROM messages WHERE sender_id = $1', [a.id]);
    expect(rows).toEqual([{ content: 'while paid' }]);
  });

  it('typing after a socket’s first event is one statement, and a change to the member still counts at once', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, b1] = [await socketOf(a), await socketOf(b)];
    const typingAtB = collect(b1, 'userTyping');
    const errors = collect(a1, 'error');
    const typing = () => a1.timeout(5000).emitWithAck('typing', { recipientId: b.id }) as Promise<any>;
    await typing(); // the socket's first event reads the member
    const counter = countStatements();
    try {
      await pause(300);
      counter.texts.length = 0;
      expect((await typing()).success).toBe(true);
      await pause(100);
      expect(counter.texts, counter.texts.join('\n---\n')).toHaveLength(1);
    } finally {
      counter.stop();
    }
    await pause(100);
    expect(typingAtB).toEqual([{ userId: a.id }, { userId: a.id }]);

    await server.app.kindred.database.pool.query(`UPDATE users SET role = 'suspended' WHERE id = $1`, [a.id]);
    expect(await typing()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    await pause(200);
    expect(typingAtB).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  // Two sessions holding one conversation row: PostgreSQL only (PGlite serves one connection at a time).
  if (kind === 'postgres')
    it('two sends of one client id queued on the conversation: the second rolls back (no sequence used up), answers the stored one', async () => {
      const [a, b] = [await member(), await member()];
      const [a1, a2] = [await socketOf(a), await socketOf(a)];
      const b1 = await socketOf(b);
      const received = collect(b1, 'messageReceived');
      await send(a1, b.id, cid(), 'first');
      // Another session holds the conversation's row: both sends pass the stored-id check, then queue on the row.
      const holder = new pg.Client({ connectionString: server.config.databaseUrl! });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT id FROM conversations WHERE member_a = $1 OR member_b = $1 FOR UPDATE', [a.id]);
        const same = cid();
        const racing = [send(a1, b.id, same, 'raced'), send(a2, b.id, same, 'raced')];
        await pause(300);
        await holder.query('COMMIT');
        const acks = await Promise.all(racing);
        expect(acks.map((ack) => ack.success)).toEqual([true, true]);
        expect(acks[0].data._id).toBe(acks[1].data._id);
      } finally {
        await holder.end();
      }
      const next = await send(a1, b.id, cid(), 'next');
      expect(next.data.seq).toBe(3);
      const { rows } = await server.app.kindred.database.pool.query(
        'SELECT seq, content FROM messages WHERE sender_id = $1 ORDER BY seq',
        [a.id],
      );
      expect(rows.map((r) => `${r.seq}:${r.content}`)).toEqual(['1:first', '2:raced', '3:next']);
      await pause(200);
      // One message per id; a send answered from the stored one may deliver it again (decision 0074: sends of one
      // conversation queue behind each other on one node, decision 0175), never anew.
      expect([...new Set(received.map((m) => `${m._id}:${m.content}`))].map((k) => k.split(':')[1])).toEqual([
        'first',
        'raced',
        'next',
      ]);
    });
});
