/**
 * Photos (docs/product/photos-and-privacy.md; decisions: Photos and private access): upload, privacy, profile photo, delete, the
 * public file folder, the authorised private-file endpoint and avatars.
 */
import fastifyStatic from '@fastify/static';
import { ok, okFields, photoRoutes, type OwnPhoto } from '@kindred/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { callerOf, ownedOf } from '../access/plugin';
import type { SqlRow } from '../db/rows';
import type { photos, users } from '../db/schema';
import { withMemberLock } from '../db/transaction';
import { badRequest, HttpError, notFound, unauthorized } from '../http/errors';
import { newId } from '../lib/ids';
import { blockedBy, blockedEitherWay } from '../safety/blockSql';
import { contractRoute } from '../http/contractRoute';
import { uploadRoutes } from '../http/uploads';
import { limits } from '../validation/core';
import { processImage, tooLarge, unsupportedType } from './storage';
import { originOf, PUBLIC_IMAGE_PREFIX, publicThumbUrl, publicUrl } from './urls';
import { routeLimit } from '../http/limits';

/** Lifetime of public photo files in caches (decision 0012). */
export const PUBLIC_PHOTO_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type PhotoRow = Pick<SqlRow<typeof photos>, 'id' | 'file_name' | 'is_private' | 'created_at'>;
type MemberPhotoState = Pick<SqlRow<typeof users>, 'profile_photo_id'>;
const PHOTO_COLUMNS = 'id, file_name, is_private, created_at';

const photoIdConfig = { access: 'member', owns: 'photo', changes: ['card'], idMessage: 'Invalid photo ID' } as const;

const photoCount = async (client: pg.PoolClient, userId: string): Promise<number> =>
  (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM photos WHERE user_id = $1', [userId])).rows[0]!.n;

export async function registerPhotoRoutes(app: FastifyInstance) {
  const { config } = app.kindred;
  const pool = () => app.kindred.database.pool;
  const storage = app.kindred.services.photoStorage;
  const m = config.rateLimitMultiplier;

  await app.register(fastifyStatic, {
    root: storage.publicDir,
    prefix: PUBLIC_IMAGE_PREFIX,
    decorateReply: false,
    index: false,
    // A day, not immutable (decision 0012): a photo leaves this path when it goes private or is deleted, and
    // gets a new name when it is public again; the lifetime bounds how long a copy fetched before lingers.
    maxAge: PUBLIC_PHOTO_MAX_AGE_MS,
    immutable: false,
  });

  const photoView = (request: FastifyRequest, row: PhotoRow, viewerId: string, profileId: string | null): OwnPhoto => {
    const signer = app.kindred.photoSigner.at(originOf(request, app.kindred.config.publicUrl));
    return {
      _id: row.id,
      id: row.id,
      url: row.is_private ? signer.url(row.id, viewerId, 'full') : publicUrl(row.file_name),
      thumbnailUrl: row.is_private ? signer.url(row.id, viewerId, 'thumb') : publicThumbUrl(row.file_name),
      isPrivate: row.is_private,
      isProfile: row.id === profileId,
      createdAt: new Date(row.created_at).toISOString(),
    };
  };

  await uploadRoutes(app, (scope) =>
    contractRoute(
      scope,
      photoRoutes.upload,
      { access: 'member', changes: ['card'], rateLimit: routeLimit('photoUploads', 30 * m, '1 hour') },
      async (_input, request, reply) => {
        const caller = callerOf(request);
        if (!request.isMultipart()) throw badRequest('Please upload an image file.', 'VALIDATION_ERROR');
        let bytes: Buffer | null = null;
        let isPrivate = false;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (bytes) throw badRequest('Upload one photo at a time', 'VALIDATION_ERROR');
              bytes = await part.toBuffer();
            } else if (part.fieldname === 'isPrivate') {
              isPrivate = part.value === true || part.value === 'true' || part.value === '1';
            }
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw badRequest('Invalid upload', 'VALIDATION_ERROR');
        }
        if (!bytes || bytes.length === 0) throw badRequest('Please upload an image file.', 'VALIDATION_ERROR');
        const image = await processImage(bytes).catch((e) => {
          throw e instanceof HttpError ? e : unsupportedType();
        });
        const id = newId();
        const name = storage.newName();
        await storage.save(name, isPrivate, image);
        // The member's photo rules (at most 10, the first public photo is the profile photo) under their row lock.
        const stored = await withMemberLock<{ row: PhotoRow; profileId: string | null }, MemberPhotoState>(
          pool(),
          caller.id,
          'profile_photo_id',
          async (client, member) => {
            if (!member) throw unauthorized();
            const count = await photoCount(client, caller.id);
            if (count >= limits.photosMax) throw badRequest('You can upload up to 10 photos', 'VALIDATION_ERROR');
            const { rows } = await client.query<PhotoRow>(
              `INSERT INTO photos (id, user_id, file_name, is_private, width, height) VALUES ($1, $2, $3, $4, $5, $6)
               RETURNING ${PHOTO_COLUMNS}`,
              [id, caller.id, name, isPrivate, image.width, image.height],
            );
            const profileId = member.profile_photo_id ?? (isPrivate ? null : id);
            await client.query('UPDATE users SET photo_count = $2, profile_photo_id = $3 WHERE id = $1', [
              caller.id,
              count + 1,
              profileId,
            ]);
            return { row: rows[0]!, profileId };
          },
        ).catch(async (err: unknown) => {
          await storage.remove(name);
          throw err;
        });
        const { row, profileId } = stored;
        void reply.status(201);
        return ok(photoView(request, row, caller.id, profileId), { message: 'Photo uploaded' });
      },
    ),
  );

  /**
   * Moves a photo's files to the other folder and stores it. Going public, it gets a new random name: a URL it
   * had when it was public before never serves it again (decision 0012). Files go back if the row cannot change.
   */
  const relocate = async (client: pg.PoolClient, photo: PhotoRow, toPrivate: boolean): Promise<PhotoRow> => {
    const name = toPrivate ? photo.file_name : storage.newName();
    await storage.move(photo.file_name, toPrivate, name);
    try {
      const { rows } = await client.query<PhotoRow>(
        `UPDATE photos SET is_private = $2, file_name = $3 WHERE id = $1 RETURNING ${PHOTO_COLUMNS}`,
        [photo.id, toPrivate, name],
      );
      return rows[0]!;
    } catch (err) {
      await storage.move(name, !toPrivate, photo.file_name).catch(() => {});
      throw err;
    }
  };

  /**
   * A change to one of the caller's photos, under the caller's row lock with the photo re-read inside it: the
   * only-photo and profile-photo rules hold however many requests run at once.
   */
  const withOwnPhoto = <T>(
    callerId: string,
    photoId: string,
    work: (client: pg.PoolClient, photo: PhotoRow, profileId: string | null) => Promise<T>,
  ) =>
    withMemberLock<T, MemberPhotoState>(pool(), callerId, 'profile_photo_id', async (client, member) => {
      if (!member) throw unauthorized();
      const { rows } = await client.query<PhotoRow>(
        `SELECT ${PHOTO_COLUMNS} FROM photos WHERE id = $1 AND user_id = $2`,
        [photoId, callerId],
      );
      if (!rows[0]) throw notFound('Photo not found');
      return work(client, rows[0], member.profile_photo_id);
    });

  contractRoute(app, photoRoutes.privacy, photoIdConfig, async ({ body: { isPrivate } }, request) => {
    const caller = callerOf(request);
    const { row, profileId } = await withOwnPhoto(caller.id, ownedOf(request).id, async (client, photo, profileId) => {
      if (isPrivate && profileId === photo.id) {
        throw badRequest('Your profile photo is always public. Set another profile photo first.', 'VALIDATION_ERROR');
      }
      const row = photo.is_private === isPrivate ? photo : await relocate(client, photo, isPrivate);
      return { row, profileId };
    });
    return ok(photoView(request, row, caller.id, profileId));
  });

  contractRoute(app, photoRoutes.profile, photoIdConfig, async (_input, request) => {
    const caller = callerOf(request);
    const row = await withOwnPhoto(caller.id, ownedOf(request).id, async (client, photo) => {
      // The profile photo is always public (decisions): choosing a private one makes it public.
      const row = photo.is_private ? await relocate(client, photo, false) : photo;
      await client.query('UPDATE users SET profile_photo_id = $2 WHERE id = $1', [caller.id, photo.id]);
      return row;
    });
    return ok(photoView(request, row, caller.id, row.id), { message: 'Profile photo updated' });
  });

  contractRoute(app, photoRoutes.remove, photoIdConfig, async (_input, request) => {
    const caller = callerOf(request);
    const removed = await withOwnPhoto(caller.id, ownedOf(request).id, async (client, photo, profileId) => {
      const count = await photoCount(client, caller.id);
      if (count <= 1) throw badRequest('You cannot delete your only photo', 'VALIDATION_ERROR');
      if (profileId === photo.id) {
        throw badRequest(
          'You cannot delete your profile photo. Set another photo as your profile photo first.',
          'VALIDATION_ERROR',
        );
      }
      await client.query('DELETE FROM photos WHERE id = $1', [photo.id]);
      await client.query('UPDATE users SET photo_count = $2 WHERE id = $1', [caller.id, count - 1]);
      return photo.file_name;
    });
    await storage.remove(removed);
    return okFields({ message: 'Photo deleted' });
  });

  // Private bytes: only with a URL signed for this viewer, and only while the viewer is still entitled.
  const privateQuery = z.object({
    size: z.enum(['full', 'thumb']).default('full'),
    v: z.string().regex(/^[0-9a-f]{24}$/),
    exp: z.coerce.number().int(),
    sig: z.string().min(10).max(100),
  });
  app.get(
    '/api/photos/private/:id',
    { config: { access: 'public', idMessage: 'Invalid photo ID' } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const q = privateQuery.safeParse(request.query);
      if (!q.success || !app.kindred.photoSigner.check(id, q.data.v, q.data.exp, q.data.size, q.data.sig)) {
        throw notFound('Photo not found');
      }
      const viewer = q.data.v;
      const { rows } = await pool().query(
        `SELECT p.file_name FROM photos p WHERE p.id = $1 AND p.is_private AND (p.user_id = $2 OR (
           EXISTS (SELECT 1 FROM photo_access pa WHERE pa.owner_id = p.user_id AND pa.requester_id = $2 AND pa.status = 'approved')
           AND NOT ${blockedEitherWay('p.user_id', '$2')}))`,
        [id, viewer],
      );
      if (!rows[0]) throw notFound('Photo not found');
      const bytes = await storage.readPrivate(rows[0].file_name, q.data.size).catch(() => null);
      if (!bytes) throw notFound('Photo not found');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  // Avatars (docs/product/photos-and-privacy.md): the public profile photo's thumbnail, else a generated SVG with initials. A member who
  // blocked the viewer (known from a bearer, when one comes along) gets exactly the reply of a missing member.
  app.get('/api/avatars/:id', { config: { access: 'public', viewer: 'optional' } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { rows } = await pool().query(
      `SELECT u.nickname, p.file_name FROM users u LEFT JOIN photos p ON p.id = u.profile_photo_id AND NOT p.is_private
         WHERE u.id = $1 AND NOT ${blockedBy('u.id', '$2::text')}`,
      [id.toLowerCase(), request.viewerId],
    );
    // The reply depends on who asks: shared caches must key it on the credentials.
    void reply.header('vary', 'Authorization, X-Auth-Token');
    if (rows[0]?.file_name) return reply.redirect(publicThumbUrl(rows[0].file_name), 302);
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(rows[0] ? initialsSvg(rows[0].nickname, id) : MISSING_MEMBER_AVATAR);
  });
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A default avatar: a gradient from the id's hue with up to two initials (never a photo of anyone). */
export function initialsSvg(nickname: string, id: string): string {
  const hue = parseInt(id.slice(-6), 16) % 360 || 200;
  const initials = escapeXml(
    [...nickname.replace(/[_\d]+/g, ' ').trim()]
      .filter((_, i, all) => i === 0 || all[i - 1] === ' ')
      .filter((c) => c !== ' ')
      .slice(0, 2)
      .join('')
      .toUpperCase() || '?',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,42%)"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="700" fill="#fff">${initials}</text>
</svg>`;
}

/** The neutral avatar of an id that names no member — or a member who blocked the viewer (the same bytes). */
const MISSING_MEMBER_AVATAR = initialsSvg('?', '000000000000000000000000');
