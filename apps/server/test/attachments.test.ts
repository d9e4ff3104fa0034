/**
 * Chat attachments (issue 11): premium and verified uploaders, 5 MB, the 15 types by their bytes, images re-encoded,
 * a file message carries only the sender's own upload, and the file is served to its two participants only.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { attachmentsDir, sweepAttachments, UNSENT_ATTACHMENT_TTL_MS } from '../src/messages/attachments';
import { call, PASSWORD, registerMember, verify, type Member } from './api';
import { jpegWithGps } from './fixtures';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();

describe.each(kinds)('attachments on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });
  const member = async (options: { free?: boolean; unverified?: boolean } = {}) => {
    const m = await registerMember(server, { details: { iAm: options.free ? 'man' : 'woman' } });
    if (!options.unverified) await verify(server, m);
    return m;
  };
  const upload = (m: Member, bytes: Buffer, name = 'f.bin', type = 'application/octet-stream') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return call(server, 'POST', '/api/messages/attachments', { token: m.token, raw: form });
  };
  const fetchFile = (m: Member, url: string) =>
    fetch(server.url + url, { headers: { authorization: `Bearer ${m.token}` } });

  it('accepts the types by their bytes, re-encodes images, refuses the rest', async () => {
    const a = await member();
    const jpeg = await upload(a, await jpegWithGps(), 'holiday.jpg', 'image/jpeg');
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/api/messages/attachments/${a.id}_[A-Za-z0-9_-]+\\.webp$`)),
      fileName: 'holiday.webp',
      fileType: 'image/webp',
      width: expect.any(Number),
      height: expect.any(Number),
    });
    const stored = Buffer.from(await (await fetchFile(a, jpeg.body.data.url)).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    // An animated GIF stays animated (an animated WebP of the same frames, one frame's height).
    const frame = (r: number, b: number) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 0, b } } })
        .png()
        .toBuffer();
    const gifBytes = await sharp([await frame(255, 0), await frame(0, 255)], { join: { animated: true } })
      .gif({ delay: [200, 200], loop: 0 })
      .toBuffer();
    const gif = await upload(a, gifBytes, 'wave.gif', 'image/gif');
    expect(gif.body.data).toMatchObject({ fileType: 'image/webp', fileName: 'wave.webp', width: 40, height: 30 });
    const animation = Buffer.from(await (await fetchFile(a, gif.body.data.url)).arrayBuffer());
    expect((await sharp(animation, { animated: true }).metadata()).pages).toBe(2);

    const pdf = await upload(a, Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'cv.pdf', 'text/html');
    expect(pdf.body.data).toMatchObject({ fileType: 'application/pdf', fileName: 'cv.pdf' });
    const text = await upload(a, Buffer.from('שלום, hello\n'), 'note.txt');
    expect(text.body.data.fileType).toBe('text/plain');
    // An executable named like an image, and HTML, are refused whatever they claim.
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);
    expect((await upload(a, exe, 'cat.png', 'image/png')).status).toBe(415);
    // A ZIP that is no Word document, and text with a binary past its first kilobytes: judged on the whole file.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26, 0), Buffer.from('foo.txt hi')]);
    expect((await upload(a, zip, 'letter.docx')).status).toBe(415);
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
    expect((await upload(a, Buffer.concat([Buffer.alloc(11_000, 0x61), elf]), 'notes.txt')).status).toBe(415);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    expect((await upload(a, big, 'big.pdf')).status).toBe(413);
  });

  it('premium and verified only', async () => {
    const [free, unverified] = [await member({ free: true }), await member({ unverified: true })];
    const pdf = Buffer.from('%PDF-1.4\n');
    expect((await upload(free, pdf)).body).toMatchObject({ code: 'PREMIUM_REQUIRED' });
    expect((await upload(unverified, pdf)).body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('a file message carries the sender’s own upload; the file reaches its two participants only', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const up = await upload(a, Buffer.from('%PDF-1.4\nreport\n'), 'report.pdf');
    const url = up.body.data.url as string;
    // Before it is sent, only the uploader can fetch it.
    expect((await fetchFile(a, url)).status).toBe(200);
    expect((await fetchFile(b, url)).status).toBe(404);
    const sent = await call(server, 'POST', '/api/messages', {
      token: a.token,
      body: { recipientId: b.id, type: 'file', content: 'report.pdf', metadata: { ...up.body.data } },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.metadata).toMatchObject({ url, fileName: 'report.pdf', fileType: 'application/pdf' });
    const forB = await fetchFile(b, url);
    expect(forB.status).toBe(200);
    expect(forB.headers.get('content-type')).toBe('application/pdf');
    expect(forB.headers.get('content-disposition')).toMatch(/^attachment/);
    // The attachment's own sandbox policy survives the app-wide security headers (issue 22).
    expect(forB.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(forB.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await forB.text()).toBe('%PDF-1.4\nreport\n');
    expect((await fetchFile(c, url)).status).toBe(404);
    // B cannot pass A's upload on (to C or back to A), nor can anyone send a made-up one.
    for (const [sender, to, u] of [
      [b, c, url],
      [b, a, url],
      [a, b, `/api/messages/attachments/${a.id}_${'x'.repeat(32)}.pdf`],
    ] as const) {
      const res = await call(server, 'POST', '/api/messages', {
        token: sender.token,
        body: { recipientId: to.id, type: 'file', content: 'x', metadata: { url: u } },
      });
      expect(res.status).toBe(400);
    }
    expect((await fetchFile(c, url)).status).toBe(404);
    // A block either way takes the file away from the partner.
    await call(server, 'POST', `/api/users/${a.id}/block`, { token: b.token });
    expect((await fetchFile(b, url)).status).toBe(404);
    for (const bad of ['x', '..%2F..%2Fjwt-secret', `${a.id}_abc.pdf`]) {
      expect((await fetchFile(a, `/api/messages/attachments/${bad}`)).status).toBe(404);
    }
  });

  it('the sweep removes uploads never sent within a day and the files of erased members', async () => {
    const [a, b] = [await member(), await member()];
    const fileOf = (url: string) => path.join(attachmentsDir(server.config.dataDir), url.split('/').pop()!);
    const sentUrl = (await upload(a, Buffer.from('%PDF-1.4\nsent\n'), 's.pdf')).body.data.url as string;
    const unsentUrl = (await upload(a, Buffer.from('%PDF-1.4\nunsent\n'), 'u.pdf')).body.data.url as string;
    const erasedUrl = (await upload(b, Buffer.from('%PDF-1.4\nerased\n'), 'e.pdf')).body.data.url as string;
    await call(server, 'POST', '/api/messages', {
      token: a.token,
      body: { recipientId: b.id, type: 'file', content: 's.pdf', metadata: { url: sentUrl } },
    });
    const pool = server.app.kindred.database.pool;
    await sweepAttachments(pool, server.config.dataDir);
    expect([sentUrl, unsentUrl, erasedUrl].map((u) => existsSync(fileOf(u)))).toEqual([true, true, true]);
    const erased = await call(server, 'DELETE', '/api/users/account', { token: b.token, body: { password: PASSWORD } });
    expect(erased.status).toBe(200);
    await sweepAttachments(pool, server.config.dataDir, Date.now() + UNSENT_ATTACHMENT_TTL_MS + 60_000);
    expect([sentUrl, unsentUrl, erasedUrl].map((u) => existsSync(fileOf(u)))).toEqual([true, false, false]);
  });
});
