/* eslint-disable @typescript-eslint/no-explicit-any -- socket payloads and engine.io internals are untyped here */
/**
 * Decision 0190 (realtime/coalesce.ts): the frames a connection gets in one tick leave in one write. A chat send
 * gives the recipient three frames (notification, newMessage, messageReceived) and the sender two (the ack,
 * messageSent): counted at the server's TCP socket of each, as the writes the kernel gets, in order.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifiedMember, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { connectMember, pause, type ClientSocket } from './sockets';

const kinds = await databaseKinds();
let server: TestServer;
const open: ClientSocket[] = [];
/** Writes handed to the kernel per member (a corked socket's frames arrive as one `_writev`). */
const writes = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer(kinds.at(-1)!);
  server.app.kindred.realtime.io.on('connection', (socket: any) => {
    const raw = socket.conn.transport?.socket?._socket;
    const member = socket.data.memberId as string;
    for (const method of ['_write', '_writev'] as const) {
      const original = raw[method].bind(raw);
      raw[method] = (...args: unknown[]) => {
        writes.set(member, (writes.get(member) ?? 0) + 1);
        return original(...args);
      };
    }
  });
});
afterAll(async () => {
  for (const s of open) s.close();
  await server?.close();
});

const member = (): Promise<Member> => verifiedMember(server);

it('a chat send is one write to the sender (ack, messageSent) and one to the recipient (three frames)', async () => {
  const [a, b] = [await member(), await member()];
  const [a1, b1] = [await connectMember(server, a), await connectMember(server, b)];
  open.push(a1, b1);
  const atSender: string[] = [];
  const atRecipient: string[] = [];
  a1.on('messageSent', () => atSender.push('messageSent'));
  for (const event of ['notification', 'newMessage', 'messageReceived']) b1.on(event, () => atRecipient.push(event));
  // A first send reads the member; the counted one is the second.
  await a1.timeout(5000).emitWithAck('sendMessage', { recipientId: b.id, content: 'first', clientMessageId: 'c1' });
  await pause(200);
  atSender.length = 0;
  atRecipient.length = 0;
  writes.clear();
  await new Promise<void>((resolve) => {
    a1.emit('sendMessage', { recipientId: b.id, content: 'second', clientMessageId: 'c2' }, () => {
      atSender.push('ack');
      resolve();
    });
  });
  await pause(300);
  expect(atSender).toEqual(['ack', 'messageSent']);
  expect(atRecipient).toEqual(['notification', 'newMessage', 'messageReceived']);
  expect(writes.get(a.id)).toBe(1);
  expect(writes.get(b.id)).toBe(1);
});
