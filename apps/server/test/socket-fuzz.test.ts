/* eslint-disable @typescript-eslint/no-explicit-any -- socket payloads are untyped JSON in the suites */
/**
 * Socket fuzz (issue 11): fast-check payloads on every registered event — the list comes from the event registry,
 * so a new event is fuzzed without editing this file. Every packet gets an answer (success, or a refusal with a
 * message and a known code), never 'Server error', and the socket and the server stay up.
 */
import { errorCodes } from '@kindred/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, verify, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { connectMember, type ClientSocket } from './sockets';

const kinds = await databaseKinds();
const RUNS = 25;

describe.each(kinds)('socket fuzz on %s', (kind) => {
  let server: TestServer;
  let member: Member;
  let other: Member;
  let socket: ClientSocket;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { CALL_UNANSWERED_TIMEOUT_MS: '300' } });
    member = await registerMember(server, { details: { iAm: 'woman' } });
    other = await registerMember(server, { details: { iAm: 'woman' } });
    await verify(server, member);
    await verify(server, other);
    socket = await connectMember(server, member);
  });
  afterAll(async () => {
    socket?.close();
    await server?.close();
  });

  const payloads = () =>
    fc.oneof(
      fc.anything(),
      // Near-valid shapes reach the handlers (ids of real members, wrong or missing fields).
      fc.record(
        {
          recipientId: fc.constantFrom(other?.id ?? '', 'a'.repeat(24), 'x'),
          callerId: fc.constantFrom(other?.id ?? '', 'b'.repeat(24)),
          senderId: fc.constantFrom(other?.id ?? '', 'c'.repeat(24)),
          callId: fc.string({ maxLength: 120 }),
          accept: fc.boolean(),
          content: fc.string({ maxLength: 50 }),
          type: fc.constantFrom('text', 'wink', 'file', 'audio', 'offer', ''),
          muted: fc.anything(),
          showOnlineStatus: fc.anything(),
          signal: fc.anything(),
          token: fc.string({ maxLength: 40 }),
          // Beyond the database's integer too (a sequence number past 2^31 once reached the query).
          upToSeq: fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, 1e12, Number.MAX_SAFE_INTEGER, -1, 0.5)),
        },
        { requiredKeys: [] },
      ),
    );

  it('every registered event answers every payload; the server never fails', async () => {
    const events = server.app.kindred.realtime
      .events()
      .map((e) => e.name)
      .filter((name) => name !== 'authenticate'); // a wrong token closes the socket by design (tested elsewhere)
    expect(events).toEqual(expect.arrayContaining(['sendMessage', 'initiateVideoCall', 'videoSignal']));
    for (const name of events) {
      await fc.assert(
        fc.asyncProperty(payloads(), async (payload) => {
          const reply = (await socket.timeout(3000).emitWithAck(name, payload)) as any;
          if (reply && typeof reply === 'object' && reply.success === false) {
            expect(typeof reply.error, `${name} ${JSON.stringify(payload)}`).toBe('string');
            expect(errorCodes).toContain(reply.code);
            expect(reply.code, `${name} ${JSON.stringify(payload)}`).not.toBe('INTERNAL_ERROR');
            // A member's message, never the validator's own wording ("Invalid input: expected object, …").
            expect(reply.error, `${name} ${JSON.stringify(payload)}`).not.toMatch(/expected|received|Invalid input/);
          }
          // A call the fuzz started is hung up, so the next initiate is judged on its payload, not on "busy".
          if (name.startsWith('initiate') && reply?.success) {
            await socket.timeout(3000).emitWithAck('videoHangup', { recipientId: other.id });
          }
        }),
        { numRuns: RUNS },
      );
    }
    expect(socket.connected).toBe(true);
    expect(await socket.timeout(3000).emitWithAck('ping')).toHaveProperty('time');
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBeLessThan(500);
  });
});
