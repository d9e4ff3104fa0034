/* eslint-disable @typescript-eslint/no-explicit-any -- socket payloads are untyped JSON in the suites */
/**
 * Chaos (issue 11): 50 senders keep sending while the server process is killed (SIGKILL) and started again on the
 * same database; clients reconnect and retry unacknowledged sends with the same client ids. Every message is stored
 * exactly once, none is lost, and each conversation keeps its order — on the embedded database (`npm start`'s
 * default, its PGlite process going down with the server) and on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, registerMember, type Member } from './api';
import { createPostgresDatabase, databaseKinds, type TestServer } from './harness';
import { serverProcess } from './processes';

const kinds = await databaseKinds();
const SENDERS = 50;
const PER_SENDER = 8;
describe.each(kinds)('chaos on %s', (kind) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it('every acknowledged message is stored exactly once, in order, across a killed and restarted server', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kindred-chaos-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      KINDRED_DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PRESENCE_GRACE_MS: '200',
    };
    if (kind === 'postgres') {
      const db = await createPostgresDatabase();
      env.DATABASE_URL = db.url;
      cleanup.push(() => db.drop());
    }
    const node = await serverProcess(env);
    const url = node.url;
    const server = { url, config: { dataDir } } as unknown as TestServer;
    const { start, kill } = node;
    cleanup.push(() => node.kill());
    await start();

    // Members: one recipient, 50 verified premium senders (verified through the mailed link).
    const recipient = await registerMember(server, { details: { iAm: 'woman' } });
    const senders: Member[] = [];
    for (let i = 0; i < SENDERS; i += 10) {
      senders.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => registerMember(server, { details: { iAm: 'woman' } })))),
      );
    }
    const mails = readdirSync(path.join(dataDir, 'outbox')).map((f) =>
      JSON.parse(readFileSync(path.join(dataDir, 'outbox', f), 'utf8')),
    );
    for (const s of senders) {
      const link = mails.find((m) => m.to === s.email)!.link as string;
      const token = new URL(link).searchParams.get('token');
      expect((await call(server, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
    }

    const sockets: Socket[] = senders.map((s) =>
      connect(url, {
        transports: ['websocket'],
        auth: { token: s.token },
        reconnectionDelay: 100,
        reconnectionDelayMax: 500,
      }),
    );
    cleanup.push(() => sockets.forEach((s) => s.close()));

    const acked = new Map<string, string[]>();
    const sendAll = async (s: Socket, k: number) => {
      const ids: string[] = [];
      acked.set(senders[k]!.id, ids);
      for (let i = 0; i < PER_SENDER; i++) {
        const clientMessageId = `chaos-${k}-${i}`;
        for (;;) {
          if (!s.connected) {
            await new Promise((r) => setTimeout(r, 50));
            continue;
          }
          const reply = (await s
            .timeout(1500)
            .emitWithAck('sendMessage', { recipientId: recipient.id, content: `m${i}`, clientMessageId })
            .catch(() => null)) as any;
          if (reply?.success) {
            ids.push(clientMessageId);
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        await new Promise((r) => setTimeout(r, 20 + (k % 7) * 5));
      }
    };
    const traffic = Promise.all(sockets.map((s, k) => sendAll(s, k)));
    // Kill the server in the middle of the traffic, then start it again on the same database.
    await new Promise((r) => setTimeout(r, 400));
    await kill();
    await new Promise((r) => setTimeout(r, 300));
    await start();
    await traffic;

    const login = await call(server, 'POST', '/api/auth/login', {
      body: { email: recipient.email, password: PASSWORD },
    });
    const token = login.body.token ?? recipient.token;
    for (const [k, s] of senders.entries()) {
      expect(acked.get(s.id)).toHaveLength(PER_SENDER);
      const history = await call(server, 'GET', `/api/messages/${s.id}?since=0&limit=100`, { token });
      expect(history.status).toBe(200);
      const messages = history.body.data as { clientMessageId: string; seq: number; content: string }[];
      // Exactly once and in order: the client ids in send order, sequence numbers 1..n without gaps.
      expect(
        messages.map((m) => m.clientMessageId),
        `sender ${k}`,
      ).toEqual(Array.from({ length: PER_SENDER }, (_, i) => `chaos-${k}-${i}`));
      expect(messages.map((m) => m.seq)).toEqual(Array.from({ length: PER_SENDER }, (_, i) => i + 1));
    }
  }, 180_000);
});
