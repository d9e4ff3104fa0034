/**
 * The socket event layer (issue 11): handshake refusals with the spec's messages, the welcome and pong payloads,
 * one registry through which every event passes (unknown names, malformed payloads, limits), and a live socket's
 * token expiry and re-authentication (decision 0020).
 */
import { clientEventNames } from '@kindred/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { closedByServer, collect, connectMember, nextEvent, outcome, pause, rawSocket } from './sockets';

const kinds = await databaseKinds();

/** Payloads no schema accepts, tried on every registered event. */
const malformed: unknown[] = [
  'text',
  42,
  null,
  [],
  { recipientId: 'not-an-id' },
  { recipientId: 'a'.repeat(23) + 'z', senderId: 'a'.repeat(25), type: 'nope', content: 1 },
  { token: 7, showOnlineStatus: 'yes', senderId: {}, upToSeq: -1 },
  { ['__proto__']: { polluted: true } },
];

describe.each(kinds)('socket event layer on %s', (kind) => {
  let server: TestServer;
  let m: Member;
  beforeAll(async () => {
    // Production limits (multiplier 1): the limit test below counts real events.
    server = await startTestServer(kind, { env: { RATE_LIMIT_MULTIPLIER: '1' } });
    m = await registerMember(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes the token from the auth data, the query or the x-auth-token header; welcome follows the spec', async () => {
    for (const via of ['auth', 'query', 'header'] as const) {
      const socket = rawSocket(server, m.token, { via });
      const welcome = await nextEvent<{ userId: string; serverTime: number }>(socket, 'welcome');
      expect(welcome.userId).toBe(m.id);
      expect(Math.abs(welcome.serverTime - Date.now())).toBeLessThan(5000);
      socket.close();
    }
  });

  it.each([
    ['no token', undefined, {}, 'Missing auth token'],
    ['a forged token', 'forged.token.value', {}, 'Authentication failed'],
    ['a foreign Origin', 'TOKEN', { origin: 'https://evil.example' }, 'Origin not allowed'],
  ])('refuses %s with the spec’s connect_error message', async (_label, token, options, message) => {
    const socket = rawSocket(server, token === 'TOKEN' ? m.token : token, options);
    expect(await outcome(socket)).toBe(message);
    socket.close();
  });

  it('refuses a claimed member id that is not the token’s', async () => {
    const { io } = await import('socket.io-client');
    for (const userId of ['nope', 'f'.repeat(24)]) {
      const socket = io(server.url, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { token: m.token, userId },
      });
      expect(await outcome(socket)).toBe('Invalid user ID');
      socket.close();
    }
  });

  it('the public origin is accepted', async () => {
    const socket = rawSocket(server, m.token, { origin: server.url });
    expect(await outcome(socket)).toBe('connected');
    socket.close();
  });

  it('ping answers with the pong payload, by ack or as the pong event', async () => {
    const socket = await connectMember(server, m);
    const acked = await socket.timeout(2000).emitWithAck('ping');
    expect(typeof acked.time).toBe('number');
    const pong = nextEvent<{ time: number }>(socket, 'pong');
    socket.emit('ping');
    expect(typeof (await pong).time).toBe('number');
    socket.close();
  });

  it('every client event of the core map is registered or refused as unknown; unknown names get an error', async () => {
    const registered = server.app.kindred.realtime.events().map((e) => e.name);
    expect(registered.every((name) => clientEventNames.includes(name))).toBe(true);
    for (const e of server.app.kindred.realtime.events()) {
      expect(e.rateLimit.max).toBeGreaterThan(0);
      expect(['socket', 'member', 'verified', 'premium']).toContain(e.access);
    }
    const socket = await connectMember(server, m);
    const error = nextEvent<{ message: string; event: string }>(socket, 'error');
    socket.emit('noSuchEvent', { x: 1 });
    expect(await error).toMatchObject({ message: 'Unknown event', event: 'noSuchEvent' });
    const acked = await socket.timeout(2000).emitWithAck('noSuchEvent', {});
    expect(acked).toMatchObject({ success: false, error: 'Unknown event' });
    socket.close();
  });

  it('a malformed payload on every registered event gets an error (event or ack), and the server stays up', async () => {
    const socket = await connectMember(server, m);
    const errors = collect<{ message: string; event: string }>(socket, 'error');
    // Events with their own refusal event (sendMessage → messageError, calls → callError, relays → videoError).
    const ownErrors = {
      messageError: collect<{ error: string }>(socket, 'messageError'),
      callError: collect<{ error: string }>(socket, 'callError'),
      videoError: collect<{ error: string }>(socket, 'videoError'),
    };
    const expectedOwn = { messageError: 0, callError: 0, videoError: 0 };
    let expected = 0;
    for (const { name, errorEvent } of server.app.kindred.realtime.events()) {
      if (name === 'ping') continue; // accepts anything: it has no payload
      for (const payload of malformed) {
        const reply = await socket.timeout(2000).emitWithAck(name, payload);
        expect(reply, `${name} ${JSON.stringify(payload)}`).toMatchObject({ success: false });
        expect(typeof reply.error).toBe('string');
        expect(reply.code, `${name} ${JSON.stringify(payload)}`).not.toBe('INTERNAL_ERROR');
        socket.emit(name, payload);
        if (errorEvent) expectedOwn[errorEvent] += 2;
        else expected += 1;
      }
    }
    await pause(300);
    expect(errors.length).toBe(expected);
    for (const name of ['messageError', 'callError', 'videoError'] as const) {
      expect(ownErrors[name].length, name).toBe(expectedOwn[name]);
    }
    expect(expectedOwn.callError).toBeGreaterThan(0);
    expect(socket.connected).toBe(true);
    expect(await socket.timeout(2000).emitWithAck('ping')).toHaveProperty('time');
    socket.close();
  });

  it('refusals carry a member’s message, never the validator’s wording; a sequence past the database’s is refused', async () => {
    const other = await registerMember(server);
    const socket = await connectMember(server, m);
    const ask = (event: string, payload: unknown) => socket.timeout(2000).emitWithAck(event, payload);
    const invalid = ['Invalid payload', 'core:socketErrors.invalidPayload'] as const;
    const unsupported = ['Unsupported message', 'validation:messageTypeInvalid'] as const;
    const tooLong = ['Message cannot exceed 2000 characters', 'validation:messageTooLong'] as const;
    const cases: [string, unknown, readonly [string, string]][] = [
      ['sendMessage', null, invalid],
      ['sendMessage', { recipientId: other.id, type: 'video', content: 'hi' }, unsupported],
      ['sendMessage', { recipientId: other.id, content: { text: 'hi' } }, unsupported],
      ['sendMessage', { recipientId: other.id, content: 'x'.repeat(4001) }, tooLong],
      ['sendMessage', { recipientId: other.id, content: '😀'.repeat(2001) }, tooLong],
      ['messageRead', { senderId: other.id, upToSeq: 1e12 }, invalid],
      ['messageRead', { senderId: other.id, upToSeq: 2 ** 31 }, invalid],
      ['updatePrivacySettings', { showOnlineStatus: 'no' }, invalid],
      ['ping', 'x', invalid],
      ['videoSignal', { recipientId: other.id, signal: { type: 'bogus' } }, invalid],
    ];
    // With the message's catalogue key, as HTTP refusals carry it (the client shows it in the member's language).
    for (const [event, payload, [error, messageKey]] of cases) {
      expect(await ask(event, payload), `${event} ${JSON.stringify(payload).slice(0, 80)}`).toEqual({
        success: false,
        error,
        code: 'VALIDATION_ERROR',
        messageKey,
      });
    }
    const refusal = nextEvent(socket, 'error');
    socket.emit('ping', 'x');
    expect(await refusal).toEqual({
      ...{ message: invalid[0], code: 'VALIDATION_ERROR' },
      messageKey: invalid[1],
      event: 'ping',
    });
    socket.close();
  });

  it('each member’s events are limited: beyond 20 pings a minute the next is refused (RATE_LIMITED)', async () => {
    const member = await registerMember(server);
    const socket = await connectMember(server, member);
    const replies = [];
    for (let i = 0; i < 21; i++) replies.push(await socket.timeout(2000).emitWithAck('ping'));
    expect(replies.slice(0, 20).every((r) => typeof r.time === 'number')).toBe(true);
    expect(replies[20]).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      messageKey: 'core:limits.connection',
    });
    socket.close();
  });

  it('a fresh token through authenticate keeps the socket; another member’s token closes it', async () => {
    const member = await registerMember(server);
    const socket = await connectMember(server, member);
    const fresh = await server.app.kindred.tokens.sign(member.id);
    const ok = await socket.timeout(2000).emitWithAck('authenticate', { token: fresh });
    expect(ok).toMatchObject({ success: true, data: { expiresAt: expect.any(Number) } });
    const other = await registerMember(server);
    const authError = nextEvent<{ message: string }>(socket, 'auth_error');
    const closed = closedByServer(socket);
    socket.emit('authenticate', { token: other.token });
    expect(await authError).toEqual({ message: 'Authentication failed' });
    expect(await closed).toBe('io server disconnect');
  });

  it('a socket whose token expires is closed, and its stale token cannot reconnect (nor recover)', async () => {
    // A token issued 15 minutes minus 2 seconds ago: it expires in about 2 s.
    const token = await server.app.kindred.tokens.sign(m.id, { now: Date.now() - (15 * 60 - 2) * 1000 });
    const { io } = await import('socket.io-client');
    const socket = io(server.url, { transports: ['websocket'], reconnectionDelay: 50, auth: { token } });
    await nextEvent(socket, 'welcome');
    const reason = await closedByServer(socket, 5000);
    expect(reason).toBe('transport close');
    const refused = await nextEvent<Error>(socket, 'connect_error', 5000);
    expect(refused.message).toBe('Authentication failed');
    socket.close();
  });
});
