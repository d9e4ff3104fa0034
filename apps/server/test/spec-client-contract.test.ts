/* eslint-disable @typescript-eslint/no-explicit-any -- replies and socket payloads are untyped JSON in the suites */
/**
 * The wire contract of the spec's own client (docs/product/README.md, docs/product/README.md; issue 22 items 12–16 and 19): each call
 * and event in the names and forms the spec gives — the form our web app sends and the spec's alternatives — run
 * against the real server. A departure here is what broke the spec's original client.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, verifiedMember, type Member } from './api';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { jpegWithGps, upload } from './fixtures';
import { collect, connectMember, pause, type ClientSocket } from './sockets';

const kinds = await databaseKinds();
let counter = 0;
const cid = (name = 'c') => `${name}-${Date.now()}-${++counter}`;

/** docs/product/README.md: a photo is given as a 24-hex id, an /uploads/ path, an absolute URL or a bare image file name. */
const SPEC_PHOTO_FORMS = [
  /^[0-9a-f]{24}$/,
  /^\/uploads\/[^?#]+$/,
  /^https?:\/\/[^/]+\/[^\s]*$/,
  /^[\w.-]+\.(jpe?g|png|gif|webp)$/i,
];
const inSpecForm = (url: string) => SPEC_PHOTO_FORMS.some((form) => form.test(url));

describe.each(kinds)("the spec's client contract on %s", (kind) => {
  let server: TestServer;
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server?.close();
  });

  /** A verified premium (FEMALE) member. */
  const member = (): Promise<Member> => verifiedMember(server);
  const socketOf = async (m: Member) => {
    const s = await connectMember(server, m);
    open.push(s);
    return s;
  };
  const send = (s: ClientSocket, payload: Record<string, unknown>) =>
    s.timeout(3000).emitWithAck('sendMessage', payload) as Promise<any>;
  const storedBy = async (senderId: string) =>
    (
      await server.app.kindred.database.pool.query(
        'SELECT client_message_id, content FROM messages WHERE sender_id = $1 ORDER BY seq',
        [senderId],
      )
    ).rows;

  describe('sendMessage: the idempotency key and the sender confirmation (items 12, 13)', () => {
    it('an explicit metadata.clientMessageId is the key: resent under a new tempMessageId, it is stored once', async () => {
      const [a, b] = [await member(), await member()];
      const a1 = await socketOf(a);
      const key = cid('x');
      const first = await send(a1, {
        recipientId: b.id,
        content: 'once',
        metadata: { clientMessageId: key },
        tempMessageId: cid('t1'),
      });
      const again = await send(a1, {
        recipientId: b.id,
        content: 'once',
        metadata: { clientMessageId: key },
        tempMessageId: cid('t2'),
      });
      expect(first.success).toBe(true);
      expect(again.data._id).toBe(first.data._id);
      expect(await storedBy(a.id)).toEqual([{ client_message_id: key, content: 'once' }]);
    });

    it('an explicit top-level clientMessageId is the key ahead of tempId; the temporary ids only without one', async () => {
      const [a, b] = [await member(), await member()];
      const a1 = await socketOf(a);
      const key = cid('k');
      const first = await send(a1, { recipientId: b.id, content: 'top', clientMessageId: key, tempId: cid('t') });
      const again = await send(a1, { recipientId: b.id, content: 'top', clientMessageId: key, tempId: cid('t') });
      expect(again.data._id).toBe(first.data._id);
      // Without an explicit id, tempMessageId (else tempId) is the key.
      const temp = cid('temp');
      const t1 = await send(a1, { recipientId: b.id, content: 'temp', tempMessageId: temp });
      const t2 = await send(a1, { recipientId: b.id, content: 'temp', tempMessageId: temp });
      const only = cid('only');
      const o1 = await send(a1, { recipientId: b.id, content: 'only', tempId: only });
      const o2 = await send(a1, { recipientId: b.id, content: 'only', tempId: only });
      expect([t2.data._id, o2.data._id]).toEqual([t1.data._id, o1.data._id]);
      expect((await storedBy(a.id)).map((r: any) => r.client_message_id)).toEqual([key, temp, only]);
    });

    it.each([
      ['tempId (the chat layer)', (t: string) => ({ tempId: t })],
      ['tempMessageId (the socket layer)', (t: string) => ({ tempMessageId: t })],
      ['metadata.clientMessageId', (t: string) => ({ metadata: { clientMessageId: t } })],
      ['clientMessageId (our web app)', (t: string) => ({ clientMessageId: t })],
    ])('messageSent carries the id the client sent as %s, under that name', async (_name, ids) => {
      const [a, b] = [await member(), await member()];
      const [a1, a2, b1] = [await socketOf(a), await socketOf(a), await socketOf(b)];
      const sent = [collect(a1, 'messageSent'), collect(a2, 'messageSent')];
      const received = collect(b1, 'messageReceived');
      const temp = cid('t');
      const form = ids(temp);
      const ack = await send(a1, { recipientId: b.id, content: 'hi', ...form });
      await pause(300);
      for (const list of sent) {
        expect(list).toHaveLength(1);
        expect(list[0]).toMatchObject({ ...form, clientMessageId: temp, _id: ack.data._id });
      }
      expect(ack.data).toMatchObject({ ...form, clientMessageId: temp });
      // The recipient's copy carries none of the sender's temporary names.
      expect(received).toHaveLength(1);
      expect(received[0].tempId).toBeUndefined();
      expect(received[0].tempMessageId).toBeUndefined();
      expect(received[0].metadata?.clientMessageId).toBeUndefined();
    });

    it('a resend under a new temporary id is confirmed with that new id (the stored message, once)', async () => {
      const [a, b] = [await member(), await member()];
      const a1 = await socketOf(a);
      const key = cid('x');
      await send(a1, { recipientId: b.id, content: 'r', metadata: { clientMessageId: key }, tempId: cid('t1') });
      const sent = collect(a1, 'messageSent');
      const t2 = cid('t2');
      const again = await send(a1, { recipientId: b.id, content: 'r', metadata: { clientMessageId: key }, tempId: t2 });
      await pause(300);
      expect(again.data).toMatchObject({ tempId: t2, clientMessageId: key, metadata: { clientMessageId: key } });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ tempId: t2, clientMessageId: key, _id: again.data._id });
    });

    it('a refusal echoes the ids under the names sent (messageError)', async () => {
      const a = await member();
      const a1 = await socketOf(a);
      const errors = collect(a1, 'messageError');
      const temp = cid('t');
      a1.emit('sendMessage', { recipientId: a.id, content: 'to myself', tempId: temp });
      await pause(300);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ tempId: temp, clientMessageId: temp, recipientId: a.id });
    });
  });

  describe('POST /api/messages (item 14)', () => {
    it.each([
      ['recipientId (our web app)', 'recipientId'],
      ['recipient (docs/product/README.md)', 'recipient'],
    ])('accepts the recipient as %s, text and wink', async (_name, field) => {
      const [a, b] = [await member(), await member()];
      const text = await call(server, 'POST', '/api/messages', {
        token: a.token,
        body: { [field]: b.id, content: 'hello' },
      });
      expect(text.status).toBe(201);
      expect(text.body.data).toMatchObject({ sender: a.id, recipient: b.id, content: 'hello', type: 'text' });
      const wink = await call(server, 'POST', '/api/messages', {
        token: a.token,
        body: { [field]: b.id, content: '😉', type: 'wink' },
      });
      expect(wink.status).toBe(201);
      expect(wink.body.data).toMatchObject({ recipient: b.id, type: 'wink' });
    });

    it('without either name, or with a malformed one: 400 Invalid user ID', async () => {
      const a = await member();
      for (const body of [{ content: 'x' }, { recipient: 'nope', content: 'x' }]) {
        const r = await call(server, 'POST', '/api/messages', { token: a.token, body });
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ success: false, error: 'Invalid user ID' });
      }
    });
  });

  describe('GET /api/users/{id} (item 15)', () => {
    it('the member is found at data (our web app), data.user and user (docs/product/README.md), for every viewer', async () => {
      const [a, b] = [await member(), await member()];
      for (const [viewer, id] of [
        [b, a.id],
        [a, a.id],
      ] as const) {
        const res = await call(server, 'GET', `/api/users/${id}`, { token: viewer.token });
        expect(res.status).toBe(200);
        const { user: nested, ...direct } = res.body.data;
        for (const reading of [direct, nested, res.body.user]) {
          expect(reading).toMatchObject({ _id: id, nickname: a.user.nickname });
        }
        expect(nested).toEqual(res.body.user);
        // Our web app's readings stay where they were.
        expect(direct).toMatchObject({ _id: id, photos: expect.any(Array), details: expect.any(Object) });
        if (viewer === b) expect(direct).toMatchObject({ isLiked: false, isMatch: false, photoAccessStatus: 'none' });
      }
      const missing = await call(server, 'GET', '/api/users/0123456789abcdef01234567', { token: b.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, error: 'User not found' });
    });
  });

  describe('photo URLs in the forms of docs/product/README.md (item 16)', () => {
    it('public and private photos (for the entitled) are /uploads/ paths or absolute URLs; strangers get no URL', async () => {
      const [owner, viewer] = [await member(), await member()];
      const jpeg = await jpegWithGps();
      await upload(server, owner, jpeg);
      const priv = await upload(server, owner, jpeg, { isPrivate: true });
      expect(priv.status).toBe(201);
      const own = (await call(server, 'GET', '/api/auth/me', { token: owner.token })).body.data;
      const urls = own.photos.flatMap((p: any) => [p.url, p.thumbnailUrl]);
      expect(urls.length).toBe(4);
      for (const url of [...urls, own.photo, priv.body.data.url, priv.body.data.thumbnailUrl]) {
        expect(inSpecForm(url), url).toBe(true);
      }
      // The private bytes are behind the authorised endpoint, never under /uploads/.
      const privateUrl: string = priv.body.data.url;
      expect(privateUrl).toMatch(/^https?:\/\/[^/]+\/api\/photos\/private\//);
      expect((await fetch(privateUrl)).status).toBe(200);
      const stranger = await call(server, 'GET', `/api/users/${owner.id}`, { token: viewer.token });
      expect(stranger.text).not.toContain('/api/photos/private/');
      // Approved: the viewer gets a URL of the same form that works for them.
      await call(server, 'POST', `/api/users/${owner.id}/request-photo-access`, { token: viewer.token });
      await call(server, 'POST', '/api/users/photos/approve-all', {
        token: owner.token,
        body: { requesterId: viewer.id },
      });
      const approved = await call(server, 'GET', `/api/users/${owner.id}`, { token: viewer.token });
      const open = approved.body.user.photos.find((p: any) => p._id === priv.body.data._id);
      expect(inSpecForm(open.url), open.url).toBe(true);
      expect((await fetch(open.url)).status).toBe(200);
    });

    it('the absolute URL names the origin the request came to; a Host that is no host name falls back to PUBLIC_URL', async () => {
      const owner = await member();
      const priv = await upload(server, owner, await jpegWithGps(), { isPrivate: true });
      expect(priv.status).toBe(201);
      const meWithHost = (host: string) =>
        new Promise<any>((resolve, reject) => {
          const req = request(
            `${server.url}/api/auth/me`,
            { headers: { host, authorization: `Bearer ${owner.token}` } },
            (res) => {
              let body = '';
              res.on('data', (chunk) => (body += chunk));
              res.on('end', () => resolve(JSON.parse(body)));
            },
          );
          req.on('error', reject);
          req.end();
        });
      const privateUrls = (body: any) => body.data.photos.filter((p: any) => p.isPrivate).map((p: any) => p.url);
      const other = privateUrls(await meWithHost('kindred.example:8443'));
      expect(other[0]).toMatch(/^http:\/\/kindred\.example:8443\/api\/photos\/private\//);
      const forged = privateUrls(await meWithHost('evil.example/x?'));
      expect(forged[0]).toMatch(new RegExp(`^${server.app.kindred.config.publicUrl}/api/photos/private/`));
      expect(inSpecForm(forged[0])).toBe(true);
    });
  });

  describe('browse items (item 19)', () => {
    it('carry photo, photoCount and photos: the public photos, the profile photo first, never a private one', async () => {
      const [owner, viewer] = [await member(), await member()];
      const jpeg = await jpegWithGps();
      const first = (await upload(server, owner, jpeg)).body.data;
      const second = (await upload(server, owner, jpeg)).body.data;
      const hidden = (await upload(server, owner, jpeg, { isPrivate: true })).body.data;
      await call(server, 'PUT', `/api/users/photos/${second._id}/profile`, { token: owner.token });
      const card = async () => {
        for (let page = 1; ; page += 1) {
          const res = await call(server, 'GET', `/api/users?limit=50&page=${page}`, { token: viewer.token });
          expect(res.status).toBe(200);
          const found = res.body.data.find((c: any) => c._id === owner.id);
          if (found || !res.body.hasMore) return found;
        }
      };
      const shown = await card();
      expect(shown).toMatchObject({ photo: second.url, photoCount: 3 });
      expect(shown.photos).toEqual([{ url: second.url }, { url: first.url }]);
      expect(JSON.stringify(shown)).not.toContain(hidden._id);
      expect(JSON.stringify(shown)).not.toContain('/api/photos/private/');
      // A member without photos: an empty list.
      const none = (await call(server, 'GET', '/api/users?limit=50', { token: owner.token })).body.data.find(
        (c: any) => c._id === viewer.id,
      );
      expect(none.photos).toEqual([]);
    });
  });
});
