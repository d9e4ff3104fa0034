/* eslint-disable @typescript-eslint/no-explicit-any -- socket payloads are untyped JSON in the suites */
/**
 * Connection-state recovery on one node without Redis (realtime/recoveryBuffer.ts): a briefly dropped socket
 * gets what it missed; the buffer holds the most recent SOCKET_RECOVERY_EVENTS events and no more, and a socket
 * whose last event has left it starts a fresh session instead (the client then catches up by sequence number).
 */
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedMember, type Member } from './api';
import { startTestServer, type TestServer } from './harness';
import { recoverableEvents } from '../src/realtime/recoveryBuffer';
import { collect, connectMember, pause, type ClientSocket } from './sockets';

const LIMIT = 40;

describe('connection-state recovery without Redis', () => {
  let server: TestServer;
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { SOCKET_RECOVERY_EVENTS: String(LIMIT) } });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server?.close();
  });

  const member = () => verifiedMember(server);
  /** A socket the test reconnects itself (`back`), with its session id and last offset, as the app's would. */
  const reconnecting = async (m: Member) => {
    const s = connect(server.url, { transports: ['websocket'], auth: { token: m.token }, reconnection: false });
    open.push(s);
    await new Promise((resolve) => s.once('welcome', resolve));
    return s;
  };
  const drop = async (s: ClientSocket) => {
    const dropped = new Promise((resolve) => s.once('disconnect', resolve));
    s.io.engine.close(); // the transport drops; the server keeps the session for recovery
    await dropped;
  };
  const back = (s: ClientSocket) => {
    const connected = new Promise<void>((resolve) => s.once('connect', () => resolve()));
    s.connect();
    return connected;
  };
  let counter = 0;
  const sendTo = (from: ClientSocket, to: Member, content: string) =>
    from.timeout(3000).emitWithAck('sendMessage', { recipientId: to.id, content, clientMessageId: `rec-${++counter}` });

  it('a socket that briefly lost its connection gets the messages it missed', async () => {
    const [x, y] = [await member(), await member()];
    const xs = await connectMember(server, x);
    open.push(xs);
    const ys = await reconnecting(y);
    const received = collect(ys, 'messageReceived');
    await sendTo(xs, y, 'before');
    await pause(100);
    await drop(ys);
    expect(await sendTo(xs, y, 'while away')).toMatchObject({ success: true });
    await back(ys);
    expect(ys.recovered).toBe(true);
    await pause(200);
    expect(received.map((m: any) => m.content)).toEqual(['before', 'while away']);
  });

  it('a recovered socket gets each missed event exactly as a connected socket got it', async () => {
    const [x, y] = [await member(), await member()];
    const xs = await connectMember(server, x);
    const live = await connectMember(server, y);
    open.push(xs, live);
    const ys = await reconnecting(y);
    const events = ['notification', 'newMessage', 'messageReceived'];
    const seenLive = events.map((e) => collect(live, e));
    await sendTo(xs, y, 'first');
    await pause(100);
    await drop(ys);
    const seenBefore = seenLive.map((list) => list.length);
    const recovered = events.map((e) => collect(ys, e));
    expect(await sendTo(xs, y, 'while away 1')).toMatchObject({ success: true });
    expect(await sendTo(xs, y, 'while away 2')).toMatchObject({ success: true });
    await back(ys);
    expect(ys.recovered).toBe(true);
    await pause(200);
    const missedLive = seenLive.map((list, i) => list.slice(seenBefore[i]));
    expect(missedLive.map((list) => list.length)).toEqual([2, 2, 2]);
    expect(recovered).toEqual(missedLive);
    expect(recovered[2]!.map((m: any) => m.content)).toEqual(['while away 1', 'while away 2']);
  });

  it('holds only the most recent events; a socket whose last event left the buffer starts afresh', async () => {
    const adapter = server.app.kindred.realtime.io.of('/').adapter;
    const [x, y] = [await member(), await member()];
    const xs = await connectMember(server, x);
    open.push(xs);
    const ys = await reconnecting(y);
    await sendTo(xs, y, 'seen');
    await pause(100);
    await drop(ys);
    // Each message is at least two room events (messageSent to x, messageReceived to y): 40 messages push the
    // event y saw last out of a 40-event buffer.
    for (let i = 0; i < LIMIT; i++) await sendTo(xs, y, `missed ${i}`);
    expect(recoverableEvents(adapter)).toBeLessThanOrEqual(LIMIT + Math.ceil(LIMIT / 10));
    expect(recoverableEvents(adapter)).toBeGreaterThanOrEqual(LIMIT);
    await back(ys);
    expect(ys.recovered).toBe(false);
  });
});
