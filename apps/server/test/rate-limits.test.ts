/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON in the suites */
/**
 * Rate-limit refusals (decision 0119): each limit answers with its own catalogue key and says when to try again
 * (`retryAfter` seconds in the envelope, `Retry-After` on HTTP, the wait in the message). Registration: per address
 * a burst then an hourly allowance, so a shared address gets its sign-ups through while a flood is held; per email
 * from any number of addresses. Production allowances (RATE_LIMIT_MULTIPLIER 1); the client address comes from
 * X-Forwarded-For through a trusted proxy (TRUST_PROXY, decision 0013), so each test has addresses of its own.
 */
import { rateLimitMessages } from '@kindred/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_LIMITS } from '../src/auth/routes';
import { SEND_LIMIT } from '../src/messages/routes';
import { call, registration, verifiedMember, type Reply } from './api';
import { startTestServer, type TestServer } from './harness';
import { connectMember } from './sockets';

const from = (address: string) => ({ 'x-forwarded-for': address });

/** The refusal of limit `name`: its key, its wait in seconds (body = header), and the wait in its message. */
function expectRefusal(reply: Reply, name: keyof typeof rateLimitMessages, maxSeconds: number) {
  expect(reply.status).toBe(429);
  expect(reply.body).toMatchObject({ success: false, code: 'RATE_LIMITED', messageKey: `core:limits.${name}` });
  const retryAfter = reply.body.retryAfter as number;
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(Number(reply.headers.get('retry-after'))).toBe(retryAfter);
  expectWaitInMessage(reply.body, name, retryAfter);
}

function expectWaitInMessage(body: Record<string, any>, name: keyof typeof rateLimitMessages, retryAfter: number) {
  const template: string = rateLimitMessages[name];
  const params = template.includes('{minutes}')
    ? { minutes: String(Math.ceil(retryAfter / 60)) }
    : { seconds: String(retryAfter) };
  expect(body.messageParams).toEqual(params);
  expect(body.error).toBe(template.replace(/\{(\w+)\}/, Object.values(params)[0]!));
}

describe('rate-limit refusals on pglite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const register = (address: string, overrides: Record<string, unknown> = {}) =>
    call(server, 'POST', '/api/auth/register', { body: registration(overrides), headers: from(address) });

  it('one shared address: 11 sign-ups in a row all succeed; a flood past the burst is refused with the wait', async () => {
    const campus = '203.0.113.10';
    for (let i = 0; i < 11; i++) expect((await register(campus)).status).toBe(201);
    // The rest of the burst goes to a flood of malformed forms (every attempt from an address counts)…
    const { burst } = REGISTRATION_LIMITS.address;
    for (let i = 11; i < burst; i++) {
      expect((await call(server, 'POST', '/api/auth/register', { body: {}, headers: from(campus) })).status).toBe(400);
    }
    // …after which the flood is held: one attempt per 6 minutes.
    const refused = await register(campus);
    expectRefusal(refused, 'registerAddress', 360);
    expect(refused.body.retryAfter).toBeGreaterThan(300);
    for (let i = 0; i < 5; i++) expect((await register(campus)).status).toBe(429);
    // Another address is not held by this one's flood.
    expect((await register('203.0.113.11')).status).toBe(201);
  });

  it('one email from many addresses: past 5 attempts an hour it is refused, wherever it comes from', async () => {
    const email = 'sought-after@example.test';
    expect((await register('198.51.100.1', { email })).status).toBe(201);
    for (let i = 2; i <= REGISTRATION_LIMITS.email.burst; i++) {
      expect((await register(`198.51.100.${i}`, { email })).status).toBe(409);
    }
    const refused = await register('198.51.100.99', { email: 'Sought-After@Example.test' });
    expectRefusal(refused, 'registerEmail', 720);
    // The address itself is fine: another email from it registers.
    expect((await register('198.51.100.99')).status).toBe(201);
  });

  it('login: past 30 a minute from an address, its own key and a wait of at most a minute', async () => {
    let last: Reply | null = null;
    for (let i = 0; i < 31; i++) {
      last = await call(server, 'POST', '/api/auth/login', {
        body: { email: `nobody${i}@example.test`, password: 'Wrong1!xx' },
        headers: from('192.0.2.20'),
      });
    }
    expectRefusal(last!, 'login', 60);
  });

  it('forgot password: past 10 an hour, its own key and the wait in minutes', async () => {
    let last: Reply | null = null;
    for (let i = 0; i < 11; i++) {
      last = await call(server, 'POST', '/api/auth/forgot-password', {
        body: { email: `nobody${i}@example.test` },
        headers: from('192.0.2.21'),
      });
    }
    expectRefusal(last!, 'forgotPassword', 3600);
    expect(last!.body.messageParams.minutes).toMatch(/^(59|60)$/);
  });

  it('account deletion: wrong passwords are delayed with the password check’s own key', async () => {
    const member = await verifiedMember(server);
    let last: Reply | null = null;
    for (let i = 0; i < 8 && last?.status !== 429; i++) {
      last = await call(server, 'DELETE', '/api/users/account', {
        token: member.token,
        body: { password: 'Wrong1!xx' },
        headers: from('192.0.2.22'),
      });
    }
    expectRefusal(last!, 'passwordCheck', 60);
  });

  it('resend verification keeps the spec’s words and says how long the cooldown still runs', async () => {
    const res = await register('192.0.2.23');
    const token = res.body.token as string;
    expect((await call(server, 'POST', '/api/auth/resend-verification', { token })).status).toBe(200);
    const again = await call(server, 'POST', '/api/auth/resend-verification', { token });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      error: 'Too many requests, please wait.',
      messageKey: 'core:verification.tooMany',
    });
    // The email was resent just now: the cooldown runs for about an hour more.
    expect(again.body.retryAfter).toBeGreaterThan(3500);
    expect(again.body.retryAfter).toBeLessThanOrEqual(3600);
    expect(Number(again.headers.get('retry-after'))).toBe(again.body.retryAfter);
  });

  it('socket events: each limit has its own key and the seconds until its window ends', async () => {
    const member = await verifiedMember(server);
    const other = await verifiedMember(server);
    const socket = await connectMember(server, member);
    try {
      const replies = [];
      for (let i = 0; i < 21; i++) replies.push(await socket.timeout(2000).emitWithAck('ping'));
      const ping = replies[20];
      expect(ping).toMatchObject({ success: false, code: 'RATE_LIMITED', messageKey: 'core:limits.connection' });
      expect(ping.retryAfter).toBeGreaterThanOrEqual(1);
      expect(ping.retryAfter).toBeLessThanOrEqual(60);
      expectWaitInMessage(ping, 'connection', ping.retryAfter);

      // A minute's sends used up (the socket and HTTP share the count): the next send is refused as a message.
      for (let i = 0; i < SEND_LIMIT.max; i++) {
        await server.app.kindred.realtime.limiter.take(member.id, 'sendMessage', SEND_LIMIT);
      }
      const sent = await socket
        .timeout(2000)
        .emitWithAck('sendMessage', { recipientId: other.id, content: 'hello', clientMessageId: 'c-1' });
      expect(sent).toMatchObject({ success: false, code: 'RATE_LIMITED', messageKey: 'core:limits.messages' });
      expectWaitInMessage(sent, 'messages', sent.retryAfter);
      const http = await call(server, 'POST', '/api/messages', {
        token: member.token,
        body: { recipientId: other.id, content: 'hello' },
      });
      expectRefusal(http, 'messages', 60);
    } finally {
      socket.close();
    }
  });
});
