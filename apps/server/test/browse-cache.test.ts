/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON in the suites */
/**
 * The browse list's shared window and per-viewer relation sets (src/users/browse.ts): every viewer's pages
 * match what the database says for that viewer, pages after the first cost no query, and every write that
 * changes a card or a relation shows on the very next read.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangeBus, installChangeHook } from '../src/cache/changes';
import { createBrowse } from '../src/users/browse';
import { comparePositions } from '../src/users/browseCursor';
import type { BrowseFilter, Position } from '../src/users/browseTypes';
import { call, registerMember, PASSWORD, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();

interface Card {
  _id: string;
  nickname: string;
  isLiked: boolean;
  lastActive: string | null;
}

/** Pages through the whole list as `token` with keyset cursors. */
async function pageAll(server: TestServer, token: string, limit: number, query = '') {
  const cards: Card[] = [];
  let cursor: string | null = null;
  let total = -1;
  for (let pages = 0; pages < 100; pages++) {
    const res: any = await call(
      server,
      'GET',
      `/api/users?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`,
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    if (res.body.hasMore) expect(res.body.data).toHaveLength(limit);
    if (total < 0) total = res.body.totalCount;
    cards.push(...res.body.data);
    cursor = res.body.nextCursor;
    if (!cursor) break;
  }
  return { cards, total };
}

describe.each(kinds)('browse cache on %s', (kind) => {
  let server: TestServer;
  let viewer: Member;
  const bulk: string[] = [];

  /** What the database says this viewer's list is, in order (self and blocks either way left out). */
  async function expectedOrder(viewerId: string): Promise<string[]> {
    const { rows } = await server.app.kindred.database.pool.query(
      `SELECT id FROM users u WHERE id <> $1
         AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = u.id)
                                                 OR (b.blocker_id = u.id AND b.blocked_id = $1))
       ORDER BY online_visible DESC, last_active DESC, id DESC`,
      [viewerId],
    );
    return rows.map((r: { id: string }) => r.id);
  }

  beforeAll(async () => {
    // Long lifetimes: freshness here must come from change notices, never from a page expiring mid-test.
    server = await startTestServer(kind, { env: { BROWSE_PAGE_TTL_MS: '600000', VIEWER_CACHE_TTL_MS: '600000' } });
    viewer = await registerMember(server);
    // 40 more members straight into the table (the list, not registration, is under test here); every fifth online.
    const pool = server.app.kindred.database.pool;
    for (let i = 0; i < 40; i++) {
      const id = `c0ffee${String(i).padStart(18, '0')}`;
      bulk.push(id);
      await pool.query(
        `INSERT INTO users (id, email, password_hash, nickname, date_of_birth, location, interests, is_online, last_active)
         VALUES ($1, $2, 'x', $3, '1991-05-05', 'Haifa', ARRAY['Music'], $4, now() - ($5 || ' minutes')::interval)`,
        [id, `bulk${i}@kindred.test`, `bulk_${i}`, i % 5 === 0, String(i * 7)],
      );
    }
    server.app.kindred.changes.announce({ kind: 'cards' }); // direct writes: no route announced them
  });
  afterAll(async () => {
    await server?.close();
  });

  const tokenOf = (id: string) => server.app.kindred.tokens.sign(id);

  it('each viewer pages through exactly their own list: blocks either way hidden, likes marked', async () => {
    const [b1, b2, b3, blocker, l1, l2] = [3, 11, 12, 20, 4, 33].map((i) => bulk[i] as string) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    for (const id of [b1, b2, b3]) {
      expect((await call(server, 'POST', `/api/users/${id}/block`, { token: viewer.token })).status).toBe(200);
    }
    const blockerToken = await tokenOf(blocker);
    expect((await call(server, 'POST', `/api/users/${viewer.id}/block`, { token: blockerToken })).status).toBe(200);
    for (const id of [l1, l2]) {
      expect((await call(server, 'POST', `/api/users/${id}/like`, { token: viewer.token })).status).toBe(200);
    }

    for (const limit of [7, 20]) {
      const { cards, total } = await pageAll(server, viewer.token, limit);
      const expected = await expectedOrder(viewer.id);
      expect(cards.map((c) => c._id)).toEqual(expected);
      expect(total).toBe(expected.length);
      expect(
        cards
          .filter((c) => c.isLiked)
          .map((c) => c._id)
          .sort(),
      ).toEqual([l1, l2].sort());
    }
    // Someone with no blocks sees the blocked ones, and not the viewer's likes as theirs.
    const other = await tokenOf(bulk[0] as string);
    const { cards } = await pageAll(server, other, 9);
    expect(cards.map((c) => c._id)).toEqual(await expectedOrder(bulk[0] as string));
    expect(cards.some((c) => c.isLiked)).toBe(false);
  });

  it('?page=N (the spec’s paging) gives each viewer their own list in slices, from the window', async () => {
    const expected = await expectedOrder(viewer.id);
    await call(server, 'GET', '/api/users?page=1&limit=6', { token: viewer.token }); // the window is read
    const db = server.app.kindred.database;
    const before = db.queryCount();
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 6); page++) {
      const res: any = await call(server, 'GET', `/api/users?page=${page}&limit=6`, { token: viewer.token });
      expect(res.body.pagination).toMatchObject({ page, limit: 6 });
      expect(res.body.hasMore).toBe(page * 6 < expected.length);
      seen.push(...res.body.data.map((c: Card) => c._id));
    }
    expect(seen).toEqual(expected);
    // Without a cursor each page counts its total (BROWSE_COUNT_TTL_MS=0 in tests: one query); no page is read.
    expect(db.queryCount() - before).toBe(Math.ceil(expected.length / 6));
  });

  it('after the first page, a viewer’s pages come from the shared window without a query', async () => {
    const db = server.app.kindred.database;
    const token = await tokenOf(bulk[1] as string);
    await pageAll(server, viewer.token, 5); // the window is read
    const first: any = await call(server, 'GET', '/api/users?limit=5', { token });
    expect(first.status).toBe(200);
    let cursor = first.body.nextCursor as string;
    const before = db.queryCount();
    for (let i = 0; i < 4; i++) {
      const res: any = await call(server, 'GET', `/api/users?limit=5&cursor=${cursor}`, { token });
      expect(res.body.data).toHaveLength(5);
      cursor = res.body.nextCursor;
    }
    expect(db.queryCount() - before).toBe(0);
  });

  it('a write shows on the very next read: profile, privacy, likes, blocks, deletion', async () => {
    const member = await registerMember(server);
    const read = async () => (await pageAll(server, viewer.token, 50)).cards.find((c) => c._id === member.id);
    expect((await read())?.nickname).toBe(member.user.nickname);

    expect(
      (await call(server, 'PUT', '/api/users/profile', { token: member.token, body: { nickname: 'renamed_now' } }))
        .status,
    ).toBe(200);
    expect((await read())?.nickname).toBe('renamed_now');

    await call(server, 'PUT', '/api/users/settings', {
      token: member.token,
      body: { privacy: { showLastSeen: false } },
    });
    expect((await read())?.lastActive).toBeNull();

    await call(server, 'POST', `/api/users/${member.id}/like`, { token: viewer.token });
    expect((await read())?.isLiked).toBe(true);
    await call(server, 'DELETE', `/api/users/${member.id}/like`, { token: viewer.token });
    expect((await read())?.isLiked).toBe(false);

    await call(server, 'POST', `/api/users/${viewer.id}/block`, { token: member.token });
    expect(await read()).toBeUndefined();
    await call(server, 'DELETE', `/api/users/${viewer.id}/block`, { token: member.token });
    expect(await read()).toBeDefined();

    // Deleting the account removes the card and ends the member's own browsing at once.
    expect((await call(server, 'GET', '/api/users?limit=1', { token: member.token })).status).toBe(200);
    const gone = await call(server, 'DELETE', '/api/users/account', {
      token: member.token,
      body: { password: PASSWORD },
    });
    expect(gone.status).toBe(200);
    expect(await read()).toBeUndefined();
    expect((await call(server, 'GET', '/api/users?limit=1', { token: member.token })).status).toBe(401);
  });

  it('a profile change re-reads only that card: the rest of the window stays as it was read', async () => {
    const pool = server.app.kindred.database.pool;
    const [quiet, editor] = [bulk[6], bulk[7]] as [string, string];
    const nameOf = async (id: string) =>
      (await pageAll(server, viewer.token, 50)).cards.find((c) => c._id === id)?.nickname;
    expect(await nameOf(quiet)).toBe('bulk_6'); // both cards are in the window now
    // A change no route announced (as if made elsewhere) stays unseen until the window is read again…
    await pool.query("UPDATE users SET nickname = 'quietly_renamed' WHERE id = $1", [quiet]);
    const put = await call(server, 'PUT', '/api/users/profile', {
      token: await tokenOf(editor),
      body: { nickname: 'patched_name' },
    });
    expect(put.status).toBe(200);
    // …while the announced change shows at once, without re-reading the window.
    expect(await nameOf(editor)).toBe('patched_name');
    expect(await nameOf(quiet)).toBe('bulk_6');
    server.app.kindred.changes.announce({ kind: 'cards' });
    expect(await nameOf(quiet)).toBe('quietly_renamed');
  });

  it('a cursor whose card moved since is answered by a direct read, still in order', async () => {
    const token = await tokenOf(bulk[2] as string);
    const first: any = await call(server, 'GET', '/api/users?limit=6', { token });
    const lastShown = first.body.data[5]._id as string;
    // That member comes online: their card moves to the top once the window is read again.
    await server.app.kindred.database.pool.query(
      'UPDATE users SET is_online = true, last_active = now() WHERE id = $1',
      [lastShown],
    );
    server.app.kindred.changes.announce({ kind: 'cards' });
    const next: any = await call(server, 'GET', `/api/users?limit=6&cursor=${first.body.nextCursor}`, { token });
    expect(next.status).toBe(200);
    const shown = new Set(first.body.data.map((c: Card) => c._id));
    const expected = (await expectedOrder(bulk[2] as string)).filter((id) => !shown.has(id) && id !== lastShown);
    // Keyset semantics: the page continues after the cursor's old position, whatever moved since.
    expect(next.body.data.map((c: Card) => c._id)).toEqual(expected.slice(0, 6));
  });

  it('a cursor whose card is gone (account deleted) is answered by a direct read, still in order', async () => {
    const gone = await registerMember(server);
    const token = await tokenOf(bulk[5] as string);
    let first: any = null;
    // Page until the new member is the last card shown, so the next cursor names them.
    let cursor: string | null = null;
    for (let i = 0; i < 50 && !first; i++) {
      const res: any = await call(server, 'GET', `/api/users?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { token });
      if (res.body.data[0]?._id === gone.id) first = res.body;
      cursor = res.body.nextCursor;
    }
    expect(first).not.toBeNull();
    const before = await expectedOrder(bulk[5] as string);
    const after = before.slice(before.indexOf(gone.id) + 1);
    expect(
      (await call(server, 'DELETE', '/api/users/account', { token: gone.token, body: { password: PASSWORD } })).status,
    ).toBe(200);
    const next: any = await call(server, 'GET', `/api/users?limit=4&cursor=${first.nextCursor}`, { token });
    expect(next.status).toBe(200);
    expect(next.body.data.map((c: Card) => c._id)).toEqual(after.slice(0, 4));
  });

  it('filters get their own windows', async () => {
    const online = await pageAll(server, viewer.token, 3, '&online=true');
    const { rows } = await server.app.kindred.database.pool.query(
      `SELECT id FROM users u WHERE online_visible AND id <> $1
         AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = u.id)
                                                 OR (b.blocker_id = u.id AND b.blocked_id = $1))
       ORDER BY last_active DESC, id DESC`,
      [viewer.id],
    );
    expect(online.cards.map((c) => c._id)).toEqual(rows.map((r: { id: string }) => r.id));
    expect(online.cards.length).toBeGreaterThan(3);
  });

  it('an expired window answers until its successor is read, then the successor with what changed meanwhile', async () => {
    // A browse of its own over the same database, with a clock the test moves (the filter keeps it to its members).
    const pool = server.app.kindred.database.pool;
    const changes = server.app.kindred.changes;
    let clock = 1_000_000;
    const browse = createBrowse({ pool: () => pool, pageTtlMs: 1000, viewerTtlMs: 60_000, changes, now: () => clock });
    const ids = [0, 1, 2].map((i) => `da0ce${String(i).padStart(19, '0')}`);
    for (const [i, id] of ids.entries()) {
      await pool.query(
        `INSERT INTO users (id, email, password_hash, nickname, date_of_birth, location, interests, is_online, last_active)
         VALUES ($1, $2, 'x', $3, '1990-02-02', 'Haifa', ARRAY['Dancing'], false, now() - ($4 || ' hours')::interval)`,
        [id, `dance${i}@kindred.test`, `dance_${i}`, String(i + 1)],
      );
    }
    const entries = async () => {
      const filter: BrowseFilter = { online: false, withPhotos: false, interests: ['Dancing'] };
      const req = { viewerId: viewer.id, filter };
      return (await browse.page({ ...req, limit: 10, position: null, offset: 0 })).cards;
    };
    const read = async () =>
      (await entries()).map((c) => JSON.parse(`${c.open.toString()}}`) as { _id: string; nickname: string });
    expect((await read()).map((c) => c._id)).toEqual(ids);
    const unchanged = (await entries())[1];
    // The last one comes online (no notice announces presence): seen once the window was read again.
    await pool.query('UPDATE users SET is_online = true WHERE id = $1', [ids[2]]);
    expect((await read()).map((c) => c._id)).toEqual(ids); // within the lifetime
    clock += 1500;
    expect((await read()).map((c) => c._id)).toEqual(ids); // expired: still answers, its successor is being read
    // A profile change announced while the successor is read is applied to it as well.
    await pool.query("UPDATE users SET nickname = 'dance_renamed' WHERE id = $1", [ids[0]]);
    changes.announce({ kind: 'card', members: [ids[0] as string] });
    let cards = await read();
    for (let tries = 0; tries < 50 && cards[0]?._id !== ids[2]; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      cards = await read();
    }
    expect(cards.map((c) => c._id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(cards[1]?.nickname).toBe('dance_renamed');
    // The successor made again only the cards whose member changed: the untouched one is the same entry.
    expect((await entries())[2]).toBe(unchanged);
    // A card that no longer matches the window's filter (one read for every window holding it) is passed over.
    await pool.query("UPDATE users SET interests = ARRAY['Art'] WHERE id = $1", [ids[1]]);
    changes.announce({ kind: 'card', members: [ids[1] as string] });
    expect((await read()).map((c) => c._id)).toEqual([ids[2], ids[0]]);
    await pool.query('DELETE FROM users WHERE id = ANY($1)', [ids]);
  });

  it('a successor reads where its members sit, then whole only the cards it cannot reuse (decision 0242)', async () => {
    const pool = server.app.kindred.database.pool;
    const changes = server.app.kindred.changes;
    // The statements this browse sends, with their values.
    const sent: { text: string; values: unknown[] }[] = [];
    const recording = {
      query: (config: { text: string; values: unknown[] }) => {
        sent.push(config);
        return pool.query(config);
      },
    } as unknown as typeof pool;
    let clock = 2_000_000;
    const browse = createBrowse({
      pool: () => recording,
      pageTtlMs: 1000,
      viewerTtlMs: 60_000,
      changes,
      now: () => clock,
    });
    const ids = [0, 1, 2, 3].map((i) => `5ec0d${String(i).padStart(19, '0')}`);
    for (const [i, id] of ids.entries()) {
      await pool.query(
        `INSERT INTO users (id, email, password_hash, nickname, date_of_birth, location, interests, is_online, last_active)
         VALUES ($1, $2, 'x', $3, '1991-03-03', 'Eilat', ARRAY['Photography'], false, now() - ($4 || ' hours')::interval)`,
        [id, `garden${i}@kindred.test`, `garden_${i}`, String(i + 1)],
      );
    }
    const filter: BrowseFilter = { online: false, withPhotos: false, interests: ['Photography'] };
    const page = async () =>
      (await browse.page({ viewerId: viewer.id, filter, limit: 10, position: null, offset: 0 })).cards;
    const first = await page();
    expect(first.map((c) => c.id)).toEqual(ids);
    // Member 3 comes online (its place and its row change); member 1 changes nothing.
    await pool.query('UPDATE users SET is_online = true WHERE id = $1', [ids[3]]);
    clock += 1500;
    sent.length = 0;
    let cards = await page();
    for (let tries = 0; tries < 50 && cards[0]?.id !== ids[3]; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      cards = await page();
    }
    expect(cards.map((c) => c.id)).toEqual([ids[3], ids[0], ids[1], ids[2]]);
    const moved = JSON.parse(`${cards[0]!.open}}`) as { _id: string; isOnline: boolean };
    expect(moved).toMatchObject({ _id: ids[3], isOnline: true });
    expect(cards[0]!.position[0]).toBe(true);
    // Two statements: the places (no photo sub-selects), then the one card that changed, by id.
    const reads = sent.filter((q) => !/ARRAY\(SELECT liked_id/.test(q.text));
    expect(reads).toHaveLength(2);
    expect(reads[0]!.text).not.toMatch(/public_files/);
    expect(reads[1]!.text).toMatch(/u\.id = ANY\(\$1::text\[\]\)/);
    expect(reads[1]!.values).toEqual([[ids[3]]]);
    // The other three are the entries the first window made.
    for (const k of [1, 2, 3]) expect(cards[k]).toBe(first[k - 1]);
    await pool.query('DELETE FROM users WHERE id = ANY($1)', [ids]);
  });
});

describe('list order of keyset positions', () => {
  it('online first, then most recent activity, then the higher id — as PostgreSQL orders the list', () => {
    const p = (online: boolean, at: string, id: string): Position => [online, at, id];
    const sorted = [
      p(true, '2026-11-21T10:00:00.000001Z', 'b'.repeat(24)),
      p(true, '2026-11-21T10:00:00.000000Z', 'b'.repeat(24)),
      p(true, '2026-11-21T10:00:00.000000Z', 'a'.repeat(24)),
      p(true, '2025-12-31T23:59:59.999999Z', 'f'.repeat(24)),
      p(false, '2026-11-21T11:00:00.000000Z', '0'.repeat(24)),
      p(false, '1999-01-01T00:00:00.000000Z', '9'.repeat(24)),
    ];
    const shuffled = [sorted[3], sorted[5], sorted[0], sorted[4], sorted[2], sorted[1]] as Position[];
    expect(shuffled.sort(comparePositions)).toEqual(sorted);
    expect(comparePositions(sorted[1] as Position, sorted[1] as Position)).toBe(0);
  });
});

describe('change declarations', () => {
  it('a write route that does not say what it changes cannot be registered', async () => {
    const app = Fastify({ logger: false });
    const bus = await createChangeBus(null, app.log);
    installChangeHook(app, bus);
    app.get('/api/read', async () => ({ ok: true }));
    app.post('/api/declared', { config: { changes: [] } }, async () => ({ ok: true }));
    let failure: unknown = null;
    try {
      app.post('/api/undeclared', async () => ({ ok: true }));
      await app.ready();
    } catch (err) {
      failure = err;
    }
    expect(String(failure)).toMatch(/POST \/api\/undeclared must declare config.changes/);
    await app.close().catch(() => {});
    await bus.close();
  });
});
