/**
 * Chat attachments (decisions: Messaging, Tiers; docs/product/messaging.md):
 *
 *   POST /api/messages/attachments        premium and verified; one file ≤ 5 MB whose *bytes* are one of the spec's
 *                                         15 types (core's `sniffMimeType`; the name and declared type are ignored).
 *                                         Images are re-encoded to WebP with sharp (metadata and hidden payloads
 *                                         dropped, as photos). Reply: the metadata a file message keeps
 *                                         (url, fileName, fileType, mimeType, fileSize, width/height).
 *   GET  /api/messages/attachments/:name  the file, only to its uploader and to the recipient of a message of the
 *                                         uploader's that carries it, never across a block; anyone else 404.
 *
 * Files live under `<dataDir>/private/attachments/` (never a public path) named `<uploader>_<random>.<ext>`: the
 * name says who uploaded it, so a member can only send their own uploads (send.ts checks the prefix). An hourly
 * sweep removes the files of erased members and uploads never sent within a day.
 */
import {
  apiErrorMessages,
  attachmentTypes,
  chatMessages,
  storyMessages,
  permissionMessages,
  sniffMimeType,
  validationMessages,
  formatMessage,
  messageRoutes,
  ok,
  type AttachmentMime,
} from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import type pg from 'pg';
import path from 'node:path';
import sharp from 'sharp';
import { callerOf } from '../access/plugin';
import { contractRoute } from '../http/contractRoute';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { newSecret } from '../lib/ids';
import { blockedEitherWay } from '../safety/blockSql';
import { routeLimit } from '../http/limits';
import { uploadRoutes } from '../http/uploads';

export const ATTACHMENT_PREFIX = '/api/messages/attachments/';
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** `<24-hex uploader>_<random>.<ext>` */
export const ATTACHMENT_NAME = /^([0-9a-f]{24})_[A-Za-z0-9_-]{20,64}\.([a-z0-9]{2,5})$/;

const extOf = (mime: AttachmentMime) => attachmentTypes.find((t) => t.mime === mime)!.ext;
const mimeOfExt = (ext: string): AttachmentMime | null => attachmentTypes.find((t) => t.ext === ext)?.mime ?? null;
/** Shown in the page (the rest download). */
const INLINE = /^(image|audio|video)\//;

const tooLarge = () => new HttpError(413, validationMessages.fileTooLarge, 'PAYLOAD_TOO_LARGE');
const unsupported = (type: string) =>
  new HttpError(415, formatMessage(validationMessages.fileTypeUnsupported, { type }), 'UNSUPPORTED_MEDIA_TYPE');

/** A display name without path parts or control characters (the stored name is random). */
const cleanName = (name: string | undefined) =>
  (name ?? 'file')
    .replace(/^.*[\\/]/, '')
    .split('')
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'"<>'.includes(ch))
    .join('')
    .slice(0, 200) || 'file';

export function attachmentsDir(dataDir: string): string {
  return path.join(dataDir, 'private', 'attachments');
}

/** True when `url` names an attachment `memberId` uploaded that still exists. */
export async function ownsAttachment(dataDir: string, memberId: string, url: string): Promise<boolean> {
  if (!url.startsWith(ATTACHMENT_PREFIX)) return false;
  const name = url.slice(ATTACHMENT_PREFIX.length);
  const m = ATTACHMENT_NAME.exec(name);
  if (!m || m[1] !== memberId) return false;
  return stat(path.join(attachmentsDir(dataDir), name)).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Uploads not carried by any message after this long are removed. */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * 60 * 60_000;

/**
 * Removes attachment files whose uploader is gone (account erasure deletes their messages) and files older than a
 * day that no message carries. `now` injected for tests. Returns the number of files removed.
 */
export async function sweepAttachments(pool: pg.Pool, dataDir: string, now = Date.now()): Promise<number> {
  const dir = attachmentsDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => ATTACHMENT_NAME.test(n));
  let removed = 0;
  for (let start = 0; start < names.length; start += 500) {
    const batch = names.slice(start, start + 500);
    const urls = batch.map((n) => `${ATTACHMENT_PREFIX}${n}`);
    const uploaders = [...new Set(batch.map((n) => ATTACHMENT_NAME.exec(n)![1]!))];
    const [{ rows: live }, { rows: carried }] = await Promise.all([
      pool.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::text[])', [uploaders]),
      pool.query<{ url: string }>(
        `SELECT DISTINCT m.metadata ->> 'url' AS url FROM messages m WHERE m.type = 'file'
           AND m.metadata ->> 'url' = ANY($1::text[])`,
        [urls],
      ),
    ]);
    const liveSet = new Set(live.map((r) => r.id));
    const carriedSet = new Set(carried.map((r) => r.url));
    for (const name of batch) {
      const file = path.join(dir, name);
      let gone = !liveSet.has(ATTACHMENT_NAME.exec(name)![1]!);
      if (!gone && !carriedSet.has(`${ATTACHMENT_PREFIX}${name}`)) {
        const info = await stat(file).catch(() => null);
        gone = Boolean(info && now - info.mtimeMs > UNSENT_ATTACHMENT_TTL_MS);
      }
      if (gone) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}

export async function registerAttachmentRoutes(app: FastifyInstance) {
  const { config } = app.kindred;
  const dir = attachmentsDir(config.dataDir);
  mkdirSync(dir, { recursive: true });
  const m = config.rateLimitMultiplier;

  await uploadRoutes(app, (scope) =>
    contractRoute(
      scope,
      messageRoutes.attachment,
      { access: 'verified', changes: [], rateLimit: routeLimit('attachments', 30 * m, '1 minute') },
      async (_input, request, reply) => {
        const caller = callerOf(request);
        if (!caller.premium) throw forbidden(permissionMessages.freeFiles, 'PREMIUM_REQUIRED');
        if (!request.isMultipart()) throw badRequest(apiErrorMessages.invalidUpload);
        let bytes: Buffer | null = null;
        let original: string | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (bytes) throw badRequest(storyMessages.uploadOneFile);
            original = part.filename;
            bytes = await part.toBuffer();
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          if (code === 'FST_FILES_LIMIT') throw badRequest(storyMessages.uploadOneFile);
          throw badRequest(apiErrorMessages.invalidUpload);
        }
        if (!bytes || bytes.length === 0) throw badRequest(apiErrorMessages.invalidUpload);
        if (bytes.length > MAX_ATTACHMENT_BYTES) throw tooLarge();
        let mime = sniffMimeType(bytes);
        if (!mime) throw unsupported(path.extname(original ?? '').slice(1) || 'unknown');
        let out = bytes;
        let width: number | undefined;
        let height: number | undefined;
        if (mime.startsWith('image/')) {
          try {
            // A GIF keeps its frames (an animated WebP; GIFs carry no orientation to apply).
            const animated = mime === 'image/gif';
            const input = sharp(bytes, { animated, limitInputPixels: 50_000_000 });
            const encoded = await (animated ? input : input.rotate())
              .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
              .webp({ quality: 82 })
              .toBuffer({ resolveWithObject: true });
            out = encoded.data;
            width = encoded.info.width;
            // An animation's frames are stacked: its height is one frame's.
            height = encoded.info.pageHeight ?? encoded.info.height;
            mime = 'image/webp';
          } catch {
            throw unsupported(mime);
          }
        }
        const name = `${caller.id}_${newSecret().slice(0, 32)}.${extOf(mime)}`;
        await writeFile(path.join(dir, name), out);
        const base = cleanName(original).replace(/\.[^.]*$/, '');
        const fileName =
          mime === 'image/webp' && original && !/\.webp$/i.test(original) ? `${base}.webp` : cleanName(original);
        void reply.code(201);
        return ok({
          url: `${ATTACHMENT_PREFIX}${name}`,
          fileName,
          fileType: mime,
          mimeType: mime,
          fileSize: out.length,
          ...(width ? { width, height } : {}),
        });
      },
    ),
  );

  app.get('/api/messages/attachments/:name', { config: { access: 'member' } }, async (request, reply) => {
    const caller = callerOf(request);
    const { name } = request.params as { name: string };
    const match = ATTACHMENT_NAME.exec(name);
    const missing = () => notFound(chatMessages.attachmentUnavailable);
    if (!match) throw missing();
    const uploader = match[1]!;
    const mime = mimeOfExt(match[2]!);
    if (!mime) throw missing();
    if (uploader !== caller.id) {
      const { rows } = await app.kindred.database.pool.query(
        `SELECT 1 FROM messages m WHERE m.sender_id = $1 AND m.recipient_id = $2 AND m.type = 'file'
           AND m.metadata ->> 'url' = $3 AND NOT ${blockedEitherWay('$1', '$2')} LIMIT 1`,
        [uploader, caller.id, `${ATTACHMENT_PREFIX}${name}`],
      );
      if (!rows[0]) throw missing();
    }
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw missing();
    void reply
      .header('content-type', mime === 'text/plain' ? 'text/plain; charset=utf-8' : mime)
      .header('content-length', String(info.size))
      .header('cache-control', 'private, max-age=3600')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', INLINE.test(mime) ? 'inline' : `attachment; filename="${name}"`);
    // Sent as one buffer (at most 5 MB): a streamed reply kept its connection open past the server's close.
    return reply.send(await readFile(file));
  });
}
