/**
 * Rules about one member's own rows hold under parallel requests (each run several times): parallel upgrades
 * charge once, parallel photo deletions never remove the last photo or the profile photo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSubscriptionJob } from '../src/subscription/routes';
import type { PaymentProvider } from '../src/subscription/provider';
import { call, registerMember, type Member } from './api';
import { jpegWithGps, upload } from './fixtures';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();
const RUNS = 4;

describe.each(kinds)('concurrent writes on %s', (kind) => {
  let server: TestServer;
  let jpeg: Buffer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    jpeg = await jpegWithGps();
  });
  afterAll(async () => {
    await server?.close();
  });

  const payments = async (member: Member) =>
    (
      await server.app.kindred.database.pool.query('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [
        member.id,
      ])
    ).rows[0].n as number;

  it('4 parallel upgrades: one charge, one 200, the others 409; the export shows one payment', async () => {
    for (let run = 0; run < RUNS; run++) {
      const m = await registerMember(server);
      const replies = await Promise.all(
        Array.from({ length: 4 }, () =>
          call(server, 'POST', '/api/subscription/upgrade', { token: m.token, body: { plan: 'monthly' } }),
        ),
      );
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      for (const r of replies.filter((x) => x.status === 409)) {
        expect(r.body).toMatchObject({ success: false, error: 'You already have an active subscription' });
      }
      expect(await payments(m)).toBe(1);
      const exported = await call(server, 'GET', '/api/users/me/export', { token: m.token });
      expect(exported.body.data.payments).toHaveLength(1);
      const status = await call(server, 'GET', '/api/subscription/status', { token: m.token });
      expect(status.body.data).toMatchObject({ accountTier: 'PAID', plan: 'monthly' });
    }
  });

  it('the renewal job run by two nodes at once charges a lapsed period once', async () => {
    const m = await registerMember(server);
    await call(server, 'POST', '/api/subscription/upgrade', { token: m.token, body: { plan: 'monthly' } });
    let charges = 0;
    const provider: PaymentProvider = {
      name: 't',
      testMode: true,
      charge: async () => {
        charges++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { ok: true, reference: `r${charges}` };
      },
    };
    const pool = server.app.kindred.database.pool;
    await pool.query("UPDATE users SET paid_until = now() - interval '1 minute' WHERE id = $1", [m.id]);
    const now = new Date();
    const results = await Promise.all([
      runSubscriptionJob(pool, provider, now),
      runSubscriptionJob(pool, provider, now),
    ]);
    expect(results.reduce((n, r) => n + r.renewed, 0)).toBe(1);
    expect(charges).toBe(1);
    expect(await payments(m)).toBe(2); // the upgrade and one renewal
  });

  it('3 parallel deletions of a member’s 3 photos always leave at least one photo', async () => {
    for (let run = 0; run < RUNS; run++) {
      const m = await registerMember(server);
      // All private: no profile photo, so only the only-photo rule stands between the deletions and zero.
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await upload(server, m, jpeg, { isPrivate: true })).body.data._id);
      const replies = await Promise.all(
        ids.map((id) => call(server, 'DELETE', `/api/users/photos/${id}`, { token: m.token })),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 400]);
      expect(replies.find((r) => r.status === 400)!.body.error).toBe('You cannot delete your only photo');
      const { rows } = await server.app.kindred.database.pool.query(
        'SELECT (SELECT count(*)::int FROM photos WHERE user_id = $1) AS n, photo_count FROM users WHERE id = $1',
        [m.id],
      );
      expect(rows[0]).toEqual({ n: 1, photo_count: 1 });
    }
  });

  it('parallel deletions and a profile change never leave the profile photo deleted', async () => {
    for (let run = 0; run < RUNS; run++) {
      const m = await registerMember(server);
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await upload(server, m, jpeg)).body.data._id);
      // ids[0] is the profile photo; ids[1] becomes it while ids[1] and ids[2] are being deleted.
      const replies = await Promise.all([
        call(server, 'DELETE', `/api/users/photos/${ids[1]}`, { token: m.token }),
        call(server, 'PUT', `/api/users/photos/${ids[1]}/profile`, { token: m.token }),
        call(server, 'DELETE', `/api/users/photos/${ids[2]}`, { token: m.token }),
      ]);
      for (const r of replies) expect(r.status).toBeLessThan(500);
      const { rows } = await server.app.kindred.database.pool.query(
        `SELECT u.profile_photo_id, u.photo_count, (SELECT count(*)::int FROM photos WHERE user_id = u.id) AS n,
           EXISTS (SELECT 1 FROM photos p WHERE p.id = u.profile_photo_id AND p.user_id = u.id AND NOT p.is_private) AS ok
         FROM users u WHERE u.id = $1`,
        [m.id],
      );
      expect(rows[0].ok).toBe(true);
      expect(rows[0].n).toBeGreaterThanOrEqual(1);
      expect(rows[0].photo_count).toBe(rows[0].n);
    }
  });
});
