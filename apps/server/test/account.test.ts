import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSubscriptionJob } from '../src/subscription/routes';
import type { PaymentProvider } from '../src/subscription/provider';
import { memberRef } from '../src/safety/routes';
import { call, PASSWORD, registerMember, verify, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { jpegWithGps, upload } from './fixtures';

const kinds = await databaseKinds();

describe.each(kinds)('subscription, account and analytics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('status has the flat fields; upgrade, cancel, lapse back to FREE through the job', async () => {
    const m = await registerMember(server);
    await verify(server, m);
    const free = await call(server, 'GET', '/api/subscription/status', { token: m.token });
    expect(free.body.data).toMatchObject({
      accountTier: 'FREE',
      isPaid: false,
      plan: null,
      currentPeriodEnd: null,
      dailyLikesRemaining: 3,
      canSendMessages: false,
      canCreateStory: true,
      storyCooldown: 0,
    });
    const bad = await call(server, 'POST', '/api/subscription/upgrade', { token: m.token, body: { plan: 'weekly' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid subscription plan. Please choose monthly or yearly.');
    const up = await call(server, 'POST', '/api/subscription/upgrade', { token: m.token, body: { plan: 'yearly' } });
    expect(up.body).toMatchObject({ success: true, message: 'Successfully upgraded to yearly plan!' });
    expect(up.body.data).toMatchObject({ accountTier: 'PAID', isPaid: true, plan: 'yearly', canSendMessages: true });
    expect(
      (await call(server, 'POST', '/api/subscription/upgrade', { token: m.token, body: { plan: 'monthly' } })).status,
    ).toBe(409);
    const cancel = await call(server, 'POST', '/api/subscription/cancel', { token: m.token });
    expect(cancel.body).toMatchObject({ success: true, message: 'Subscription successfully canceled' });
    expect(cancel.body.data).toMatchObject({ accountTier: 'PAID', cancelAtPeriodEnd: true });

    const pool = server.app.kindred.database.pool;
    const noCharge: PaymentProvider = { name: 't', testMode: true, charge: async () => ({ ok: false, reference: '' }) };
    // Before the period end the job leaves it alone; after it, the member is FREE again.
    expect((await runSubscriptionJob(pool, noCharge, new Date())).expired).toBe(0);
    const later = new Date(Date.now() + 400 * 86_400_000);
    expect((await runSubscriptionJob(pool, noCharge, later)).expired).toBeGreaterThanOrEqual(1);
    const after = await call(server, 'GET', '/api/subscription/status', { token: m.token });
    expect(after.body.data).toMatchObject({ accountTier: 'FREE', isPaid: false, plan: null });
  });

  it('the sandbox notice is off by default: testNotice is false although the provider is a test one', async () => {
    const m = await registerMember(server);
    const status = await call(server, 'GET', '/api/subscription/status', { token: m.token });
    expect(status.body.data).toMatchObject({ testMode: true, testNotice: false });
  });

  it('the job renews uncancelled subscriptions through the provider', async () => {
    const m = await registerMember(server);
    await call(server, 'POST', '/api/subscription/upgrade', { token: m.token, body: { plan: 'monthly' } });
    const pool = server.app.kindred.database.pool;
    const ok: PaymentProvider = { name: 't', testMode: true, charge: async () => ({ ok: true, reference: 'r' }) };
    const result = await runSubscriptionJob(pool, ok, new Date(Date.now() + 40 * 86_400_000));
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    const { rows } = await pool.query('SELECT paid_until FROM users WHERE id = $1', [m.id]);
    expect(new Date(rows[0].paid_until).getTime()).toBeGreaterThan(Date.now() + 40 * 86_400_000);
  });

  it('FEMALE and COUPLE are premium without paying; cancel without a subscription is refused; 401 without token', async () => {
    const w = await registerMember(server, { details: { iAm: 'woman' } });
    const st = await call(server, 'GET', '/api/subscription/status', { token: w.token });
    expect(st.body.data).toMatchObject({ accountTier: 'FEMALE', isPaid: false });
    expect(st.body.data).not.toHaveProperty('dailyLikesRemaining');
    expect(
      (await call(server, 'POST', '/api/subscription/upgrade', { token: w.token, body: { plan: 'monthly' } })).status,
    ).toBe(409);
    expect((await call(server, 'POST', '/api/subscription/cancel', { token: w.token })).status).toBe(400);
    expect((await call(server, 'GET', '/api/subscription/status')).status).toBe(401);
    expect((await call(server, 'POST', '/api/subscription/upgrade', { body: { plan: 'monthly' } })).status).toBe(401);
  });

  it('export returns the member data as JSON', async () => {
    const m = await registerMember(server);
    const other = await registerMember(server);
    await call(server, 'POST', `/api/users/${other.id}/like`, { token: m.token });
    const res = await call(server, 'GET', '/api/users/me/export', { token: m.token });
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    expect(res.body.data.profile.email).toBe(m.email);
    expect(res.body.data.likesGiven).toHaveLength(1);
    expect(res.text).not.toMatch(/password_hash|\$argon2/);
    expect((await call(server, 'GET', '/api/users/me/export')).status).toBe(401);
  });

  it('account deletion needs the password and erases the member, their rows and files', async () => {
    const m = await registerMember(server);
    const other = await registerMember(server);
    const photo = await upload(server, m, await jpegWithGps());
    await upload(server, m, await jpegWithGps(), { isPrivate: true });
    await call(server, 'POST', `/api/users/${other.id}/like`, { token: m.token });
    await call(server, 'POST', `/api/users/${m.id}/block`, { token: other.token });
    const missing = await call(server, 'DELETE', '/api/users/account', { token: m.token, body: {} });
    expect(missing.body.error).toBe('Please enter your password to confirm account deletion');
    const wrong = await call(server, 'DELETE', '/api/users/account', {
      token: m.token,
      body: { password: 'Wrong1!aa' },
    });
    expect(wrong.status).toBe(400);
    const ok = await call(server, 'DELETE', '/api/users/account', { token: m.token, body: { password: PASSWORD } });
    expect(ok.body).toMatchObject({ success: true, data: { deleted: true } });
    expect((await call(server, 'GET', '/api/auth/me', { token: m.token })).status).toBe(401);
    expect((await call(server, 'GET', `/api/users/${m.id}`, { token: other.token })).status).toBe(404);
    const pool = server.app.kindred.database.pool;
    for (const [table, col] of [
      ['likes', 'liker_id'],
      ['blocks', 'blocked_id'],
      ['photos', 'user_id'],
      ['refresh_tokens', 'user_id'],
    ]) {
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${col} = $1`, [m.id]);
      expect(rows[0].n).toBe(0);
    }
    const name = path.basename(photo.body.data.url, '.webp');
    expect(readdirSync(path.join(server.config.dataDir, 'uploads/images')).some((f) => f.startsWith(name))).toBe(false);
    expect(readdirSync(path.join(server.config.dataDir, 'private/images'))).toEqual([]);
    expect((await call(server, 'DELETE', '/api/users/account', { body: { password: PASSWORD } })).status).toBe(401);
  });

  it('reports outlive the accounts of both members, with their ids detached and a hashed reference kept', async () => {
    const reporter = await registerMember(server);
    const reported = await registerMember(server);
    const second = await registerMember(server);
    const report = (from: Member, about: Member, reason: string) =>
      call(server, 'POST', `/api/users/${about.id}/report`, { token: from.token, body: { reason } });
    expect((await report(reporter, reported, 'Spam')).status).toBe(200);
    expect((await report(second, reported, 'Fake profile')).status).toBe(200);
    expect((await report(reported, reporter, 'Rude')).status).toBe(200);
    const pool = server.app.kindred.database.pool;
    const byReason = async () =>
      Object.fromEntries(
        (
          await pool.query(
            `SELECT reason, reporter_id, reported_id, reporter_ref, reported_ref FROM reports
             WHERE reason IN ('Spam', 'Fake profile', 'Rude') AND (reporter_ref = ANY($1) OR reported_ref = ANY($1))`,
            [[reporter.id, reported.id].map(memberRef)],
          )
        ).rows.map((r) => [r.reason, r]),
      );

    const del = (m: Member) =>
      call(server, 'DELETE', '/api/users/account', { token: m.token, body: { password: PASSWORD } });
    expect((await del(reported)).body.success).toBe(true);
    let rows = await byReason();
    expect(Object.keys(rows).sort()).toEqual(['Fake profile', 'Rude', 'Spam']);
    // About the deleted member: kept, the id detached, the reference still groups them.
    expect(rows.Spam).toMatchObject({
      reporter_id: reporter.id,
      reported_id: null,
      reported_ref: memberRef(reported.id),
    });
    expect(rows['Fake profile']).toMatchObject({ reporter_id: second.id, reported_id: null });
    expect(rows['Fake profile'].reported_ref).toBe(rows.Spam.reported_ref);
    // By the deleted member: kept, the reporter detached.
    expect(rows.Rude).toMatchObject({
      reporter_id: null,
      reporter_ref: memberRef(reported.id),
      reported_id: reporter.id,
    });
    expect(JSON.stringify(rows)).not.toContain(reported.id);

    expect((await del(reporter)).body.success).toBe(true);
    rows = await byReason();
    expect(rows.Spam).toMatchObject({ reporter_id: null, reported_id: null, reporter_ref: memberRef(reporter.id) });
    expect(rows.Rude).toMatchObject({ reporter_id: null, reported_id: null, reported_ref: memberRef(reporter.id) });

    // The migration computes the same reference in SQL for reports stored before it.
    const { rows: sql } = await pool.query(
      `SELECT encode(sha256(convert_to('member:' || $1::text, 'UTF8')), 'hex') AS ref`,
      [second.id],
    );
    expect(sql[0].ref).toBe(memberRef(second.id));
  });

  it('page views are counted per path per day without member data', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await call(server, 'POST', '/api/analytics/pageview', { body: { path: '/dashboard', query: '?x=1' } });
      expect(r.body.success).toBe(true);
    }
    await call(server, 'POST', '/api/analytics/pageview', { body: { path: `/user/${'a'.repeat(24)}` } });
    const { rows } = await server.app.kindred.database.pool.query('SELECT path, count FROM page_views ORDER BY path');
    expect(rows).toEqual([
      { path: '/dashboard', count: 3 },
      { path: '/user/:id', count: 1 },
    ]);
    expect((await call(server, 'POST', '/api/analytics/pageview', { body: { path: 'nope' } })).status).toBe(400);
  });
});

describe('the sandbox payments notice (PAYMENTS_TEST_NOTICE)', () => {
  it('is announced to members only when the server is started with PAYMENTS_TEST_NOTICE=1', async () => {
    const server = await startTestServer(kinds[0]!, { env: { PAYMENTS_TEST_NOTICE: '1' } });
    try {
      const m = await registerMember(server);
      const status = await call(server, 'GET', '/api/subscription/status', { token: m.token });
      expect(status.body.data).toMatchObject({ testMode: true, testNotice: true });
      const up = await call(server, 'POST', '/api/subscription/upgrade', { token: m.token, body: { plan: 'monthly' } });
      expect(up.body.data).toMatchObject({ testNotice: true });
    } finally {
      await server.close();
    }
  });
});
