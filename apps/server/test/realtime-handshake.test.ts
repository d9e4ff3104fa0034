/**
 * Socket handshake and session end (issue 10, defect 6): a token opens a socket only while its member exists
 * (and is not suspended); deleting the account or resetting the password closes the member's open sockets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, registerMember } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { closedByServer, connectMember, outcome, rawSocket } from './sockets';

const kinds = await databaseKinds();

function resetToken(server: TestServer, email: string): string {
  const dir = path.join(server.config.dataDir, 'outbox');
  const link = readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; link: string })
    .filter((m) => m.to === email && m.link.includes('reset-password'))
    .at(-1)!.link;
  return new URL(link).searchParams.get('token')!;
}

describe.each(kinds)('socket handshake and session end on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a deleted member’s still-signed token opens no socket', async () => {
    const m = await registerMember(server);
    const del = await call(server, 'DELETE', '/api/users/account', { token: m.token, body: { password: PASSWORD } });
    expect(del.status).toBe(200);
    const socket = rawSocket(server, m.token);
    expect(await outcome(socket)).toBe('Authentication failed');
    socket.close();
  });

  it('a suspended member’s token opens no socket', async () => {
    const m = await registerMember(server);
    await server.app.kindred.database.pool.query(`UPDATE users SET role = 'suspended' WHERE id = $1`, [m.id]);
    const socket = rawSocket(server, m.token);
    expect(await outcome(socket)).toBe('Authentication failed');
    socket.close();
  });

  it('deleting the account closes every open socket of the member (and no one else’s)', async () => {
    const m = await registerMember(server);
    const other = await registerMember(server);
    const [tab1, tab2, bystander] = await Promise.all([
      connectMember(server, m),
      connectMember(server, m),
      connectMember(server, other),
    ]);
    const closed = Promise.all([closedByServer(tab1), closedByServer(tab2)]);
    const del = await call(server, 'DELETE', '/api/users/account', { token: m.token, body: { password: PASSWORD } });
    expect(del.status).toBe(200);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    expect(bystander.connected).toBe(true);
    bystander.close();
  });

  it('a password reset closes the member’s open sockets', async () => {
    const m = await registerMember(server);
    const socket = await connectMember(server, m);
    const closed = closedByServer(socket);
    await call(server, 'POST', '/api/auth/forgot-password', { body: { email: m.email } });
    const reset = await call(server, 'POST', '/api/auth/reset-password', {
      body: { token: resetToken(server, m.email), password: 'NewPass1!x' },
    });
    expect(reset.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});
